import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { HEALTH_CONSENT } from '@vitalia/shared/onboarding-rules';
import { auditLog, healthConsents, memberIntakes, users } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** A Monday to Friday at least two days away (the demo team works weekdays), as YYYY-MM-DD. */
function nextWeekday(skip = 0): string {
  const date = new Date(Date.now() + (2 + skip) * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const answers = {
  goals: ['bajar_peso', 'mas_energia'],
  meals_per_day: '3',
  activity: 'ligera',
  sleep: '6_7',
  diets: ['sin_gluten'],
  allergies: 'Maní',
  conditions: 'Resistencia a la insulina',
};

const intakeRow = async (userId: number) =>
  (await ctx.database.db.select().from(memberIntakes).where(eq(memberIntakes.userId, userId)))[0];

describe('intake and health-data consent', () => {
  it('offers the intake to a new member until she answers or skips it', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const first = (await agent.get('/api/users/me/intake')).json();
    expect(first).toMatchObject({ intake: null, consent_active: false, consents: [], prompt: true });
    expect((await agent.post('/api/users/me/intake/skip')).statusCode).toBe(200);
    expect((await agent.get('/api/users/me/intake')).json().prompt).toBe(false);
  });

  it('without consent keeps only the goals: no health data reaches the database', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.put('/api/users/me/intake', { ...answers, consent: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Guardamos tus objetivos. Sin tu consentimiento no guardamos datos de salud.',
    );
    const row = await intakeRow(user.id);
    expect(row).toMatchObject({
      goals: ['bajar_peso', 'mas_energia'],
      mealsPerDay: null,
      activity: null,
      sleep: null,
      diets: null,
      allergies: null,
      conditions: null,
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const consents = await ctx.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, user.id));
    expect(consents).toHaveLength(0);
  });

  it('with consent stores the answers and records the consent: text version, date and how', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const response = await agent.put('/api/users/me/intake', { ...answers, consent: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '¡Listo! Guardamos tu cuestionario.',
      consent_active: true,
      prompt: false,
      intake: { conditions: 'Resistencia a la insulina', diets: ['sin_gluten'], allergies: 'Maní' },
    });
    const [consent] = response.json().consents;
    expect(consent).toMatchObject({
      version: HEALTH_CONSENT.version,
      text: HEALTH_CONSENT.text,
      given_via: 'intake_form',
      withdrawn_at: null,
    });
    expect(Date.now() - Date.parse(consent.given_at)).toBeLessThan(60_000);
    // Saving again with the consent already given records no second consent.
    await agent.put('/api/users/me/intake', { ...answers, consent: true });
    const rows = await ctx.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('no health answer outlives a withdrawal that races its saving, in 30 rounds (issue 17)', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const activeConsent = async () =>
      (
        await ctx.database.db
          .select()
          .from(healthConsents)
          .where(and(eq(healthConsents.userId, user.id), isNull(healthConsents.withdrawnAt)))
      ).length > 0;
    const orphans: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      expect((await agent.put('/api/users/me/intake', { ...answers, consent: true })).statusCode).toBe(200);
      const [saved, withdrawn] = await Promise.all([
        agent.put('/api/users/me/intake', { ...answers, allergies: `Ronda ${round}`, consent: false }),
        agent.delete('/api/users/me/intake/consent'),
      ]);
      expect(saved.statusCode).toBe(200);
      expect(withdrawn.statusCode).toBe(200);
      const row = await intakeRow(user.id);
      if ((row?.allergies != null || row?.conditions != null) && !(await activeConsent()))
        orphans.push(round);
    }
    expect(orphans).toEqual([]);
  });

  it('withdrawal erases the health answers, keeps the goals, records it, and the export shows both', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await agent.put('/api/users/me/intake', { ...answers, consent: true });
    const withdrawn = await agent.delete('/api/users/me/intake/consent');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(ONBOARDING_MESSAGES.consentWithdrawn);
    const row = await intakeRow(user.id);
    expect(row).toMatchObject({
      goals: ['bajar_peso', 'mas_energia'],
      conditions: null,
      allergies: null,
      diets: null,
    });

    const exported = (await agent.get('/api/users/export-data')).json();
    expect(exported.intake).toMatchObject({ goals: ['bajar_peso', 'mas_energia'], conditions: null });
    expect(exported.health_consents).toHaveLength(1);
    expect(exported.health_consents[0]).toMatchObject({ given_via: 'intake_form', withdrawn_via: 'profile' });
    expect(exported.health_consents[0].withdrawn_at).not.toBeNull();

    // After withdrawal, saving without a new consent stores no health data again.
    await agent.put('/api/users/me/intake', { ...answers, consent: false });
    expect((await intakeRow(user.id))?.conditions).toBeNull();
    // A second withdrawal has nothing to withdraw.
    expect((await agent.delete('/api/users/me/intake/consent')).statusCode).toBe(404);
  });

  it('refuses bad answers with Spanish messages and changes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ goals: [] }, 'goals', 'Elige al menos un objetivo'],
      [{ goals: ['volar'] }, 'goals.0', 'Ese objetivo no está en la lista'],
      [{ goals: ['otro'] }, 'goal_other', 'Cuéntanos cuál es tu objetivo'],
      [{ activity: 'extrema' }, 'activity', 'Elige una de las opciones de la lista'],
      [{ conditions: 'x'.repeat(601) }, 'conditions', 'Máximo 600 caracteres'],
    ];
    for (const [bad, field, message] of cases) {
      const response = await agent.put('/api/users/me/intake', { ...answers, consent: true, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect(await intakeRow(user.id)).toBeUndefined();
    const consents = await ctx.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, user.id));
    expect(consents).toHaveLength(0);
  });

  it('another member’s intake is a 404; the coach (admin) reads it and the read is audited', async () => {
    const owner = await signedInAgent(ctx.app);
    await owner.agent.put('/api/users/me/intake', { ...answers, consent: true });
    const other = await signedInAgent(ctx.app);
    expect((await other.agent.get(`/api/users/${owner.user.id}/intake`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/users/${owner.user.id}/intake`)).statusCode).toBe(200);

    const coach = await signedInAgent(ctx.app, { isAdmin: true });
    const read = await coach.agent.get(`/api/users/${owner.user.id}/intake`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      consent_active: true,
      intake: { conditions: 'Resistencia a la insulina' },
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.read'), eq(auditLog.subjectUserId, owner.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(coach.user.id);
    expect((await coach.agent.get('/api/users/999999/intake')).statusCode).toBe(404);
  });

  it('two consents at once leave one active consent', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const results = await Promise.all([
      agent.put('/api/users/me/intake', { ...answers, consent: true }),
      agent.put('/api/users/me/intake', { ...answers, consent: true }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await ctx.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('goes with the account when the member deletes it', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    await agent.put('/api/users/me/intake', { ...answers, consent: true });
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await intakeRow(user.id)).toBeUndefined();
  });
});

describe('personal home', () => {
  it('computes the checklist on the server: 0 de 5, then 1 de 5 after the intake, then the tutorial', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const before = (await agent.get('/api/users/me/home')).json();
    expect(before).toMatchObject({ first_name: 'Prueba', goal: null, done: 0, total: 5, upcoming: null });
    expect(before.next_step.title).toBe('Responde tu cuestionario');
    expect(before.checklist.map((item: { available: boolean }) => item.available)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);

    await agent.put('/api/users/me/intake', { goals: ['mas_energia'], consent: false });
    const after = (await agent.get('/api/users/me/home')).json();
    expect(after).toMatchObject({ goal: 'Más energía', done: 1 });
    expect(after.next_step.title).toBe('Completa tu perfil');

    expect((await agent.put('/api/users/me/milestones/tutorial')).statusCode).toBe(200);
    expect((await agent.put('/api/users/me/milestones/tutorial')).statusCode).toBe(200);
    expect((await agent.get('/api/users/me/home')).json().done).toBe(2);
    // Her first booking is recorded by the booking itself, and it becomes her upcoming item.
    const options = (await agent.get('/api/appointments/options')).json();
    const free = options.types.find((type: { locked: boolean }) => !type.locked);
    // The first weekday with free times (a public holiday has none, issue 45 §6).
    let slot: { trainer_id: number; type_id: number; starts_at: string } | undefined;
    for (let skip = 0; !slot && skip < 10; skip += 1)
      [slot] = (
        await agent.get(`/api/appointments/available-slots?date=${nextWeekday(skip)}&type_id=${free.id}`)
      ).json().slots;
    if (!slot) throw new Error('no free time in the next two weeks');
    const booked = await agent.post('/api/appointments', {
      trainer_id: slot.trainer_id,
      type_id: slot.type_id,
      starts_at: slot.starts_at,
      idempotency_key: crypto.randomUUID(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const home = (await agent.get('/api/users/me/home')).json();
    expect(home.done).toBe(3);
    expect(home.upcoming).toMatchObject({ kind: 'appointment', starts_at: slot.starts_at });
    // Only the tutorial is the member's to mark.
    expect((await agent.put('/api/users/me/milestones/first_appointment')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const { TestAgent } = await import('../../../../test/helper');
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get('/api/users/me/home')).statusCode).toBe(401);
    expect((await anonymous.get('/api/users/me/intake')).statusCode).toBe(401);
  });

  it('a Premium member with her included consultation unbooked is asked to book it first (issue 49 §6)', async () => {
    const { agent } = await signedInAgent(ctx.app, { plan: 'premium' });
    const home = (await agent.get('/api/users/me/home')).json();
    expect(home.next_step).toMatchObject({
      title: 'Agenda tu consulta incluida',
      href: '/agenda',
      cta: 'Agendar',
    });
    const free = await signedInAgent(ctx.app);
    expect((await free.agent.get('/api/users/me/home')).json().next_step.href).not.toBe('/agenda');
  });
});
