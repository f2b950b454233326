import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  appointments,
  appointmentTypes,
  availabilityRules,
  memberships,
  notifications,
  outboxEmails,
  trainers,
} from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';
import { buyPlan } from '../../../../test/commerce';
import { ERASED_SUBSCRIPTION_QUEUE } from '../../../plugins/app/commerce/erasure-billing';
import { ERASURE_CONSEQUENCES } from '@vitalia/shared/practice-rules';

/**
 * Issue 45 §4: every booking, move and cancellation is told to the professional (e-mail with the member's
 * name, the times and the member's own invitation: same UID, SEQUENCE, METHOD) and to both bells; and §6's
 * scheduling gaps: the allowance counted in the appointment's month, public holidays.
 */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Agent;
let trainerId: number;
let typeId: number;
const ZONE = 'America/Santiago';
const dayAhead = (days: number) => Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate().add({ days }).toString();

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

async function freeSlots(agent: Agent['agent'], date: string): Promise<string[]> {
  const response = await agent.get(
    `/api/appointments/available-slots?date=${date}&trainer_id=${trainerId}&type_id=${typeId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { slots: { starts_at: string }[] }).slots.map((slot) => slot.starts_at);
}

/**
 * The first day from `days` ahead with at least `needed` free times: a date a fixed number of days away
 * falls on a Sunday or a holiday (8 December) on some days of the year, when the agenda is closed.
 */
async function openDay(
  agent: Agent['agent'],
  days: number,
  needed: number,
): Promise<{ date: string; slots: string[] }> {
  for (let offset = days; offset < days + 14; offset += 1) {
    const date = dayAhead(offset);
    const slots = await freeSlots(agent, date);
    if (slots.length >= needed) return { date, slots };
  }
  throw new Error(`no day with ${needed} free times from ${days} days ahead`);
}

const mailsTo = async (email: string) => {
  await ctx.app.mailer.flush();
  return ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(outboxEmails.id);
};
const bellOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInAgent(ctx.app, { role: 'trainer' });
  await ctx.app.usersRepository.update(camila.user.id, { firstName: 'Camila', lastName: 'Avisos' });
  const db = ctx.database.db;
  const [card] = await db
    .insert(trainers)
    .values({
      slug: 'camila-avisos',
      name: 'Camila Avisos',
      specialization: 'Nutrición',
      experienceYears: 4,
      userId: camila.user.id,
    })
    .returning({ id: trainers.id });
  trainerId = must(card).id;
  await db.insert(availabilityRules).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      trainerId,
      weekday,
      startMinute: 8 * 60,
      endMinute: 20 * 60,
    })),
  );
  const [type] = await db
    .insert(appointmentTypes)
    .values({
      name: 'Control avisos',
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      minNoticeMinutes: 60,
      modality: 'online',
      requiredPlan: 'free',
      position: 20,
    })
    .returning({ id: appointmentTypes.id });
  typeId = must(type).id;
});
afterAll(() => ctx.close());

describe('the professional hears of every change', () => {
  it('booked, moved and cancelled by the member: three e-mails with her name, times and one invitation', async () => {
    const josefa = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(josefa.user.id, { firstName: 'Josefa', lastName: 'Avisada' });
    const [first, second] = (await openDay(josefa.agent, 9, 2)).slots;
    const booked = await josefa.agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: typeId,
      starts_at: must(first),
      idempotency_key: crypto.randomUUID(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id as number;
    const moved = await josefa.agent.post(`/api/appointments/${id}/reschedule`, { starts_at: must(second) });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await josefa.agent.post(`/api/appointments/${id}/cancel`, { reason: 'Viaje' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const mails = (await mailsTo(camila.email)).filter((mail) => mail.text.includes('Josefa Avisada'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Nueva cita: Josefa Avisada',
      'Cita cambiada: Josefa Avisada',
      'Cita cancelada: Josefa Avisada',
    ]);
    const [bookedMail, movedMail, cancelledMail] = mails.map((mail) => must(mail));
    const uid = `UID:cita-${id}@vitalia.cl`;
    expect(must(bookedMail).calendar).toContain('METHOD:REQUEST');
    expect(must(bookedMail).calendar).toContain(uid);
    expect(must(bookedMail).calendar).toContain('SEQUENCE:0');
    expect(must(movedMail).calendar).toContain('SEQUENCE:1');
    expect(must(movedMail).calendar).toContain(uid);
    expect(must(cancelledMail).calendar).toContain('METHOD:CANCEL');
    expect(must(cancelledMail).calendar).toContain('SEQUENCE:2');
    // The old and the new time, both, in the move.
    const when = (iso: string) =>
      new Intl.DateTimeFormat('es-CL', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: ZONE,
      }).format(new Date(iso));
    expect(must(movedMail).text).toContain(when(must(first)));
    expect(must(movedMail).text).toContain(when(must(second)));
    expect(must(cancelledMail).text).toContain('Motivo: Viaje');

    // And the member's own invitation is the same event: one UID, the same sequence at each step.
    const hers = (await mailsTo(josefa.email)).filter((mail) => mail.calendar);
    expect(hers.map((mail) => /SEQUENCE:(\d+)/.exec(mail.calendar ?? '')?.[1])).toEqual(['0', '1', '2']);
    expect(hers.every((mail) => mail.calendar?.includes(uid))).toBe(true);

    // Each bell keeps the appointment's latest state only: every change replaced the item before it (issue 49 §5).
    const bell = (await bellOf(camila.user.id)).filter((item) => item.title.includes('Josefa Avisada'));
    expect(bell.map((item) => item.title)).toEqual(['Cita cancelada: Josefa Avisada']);
    expect(bell.every((item) => item.actionUrl === `/trainer/clientes/${josefa.user.id}`)).toBe(true);
    const herBell = (await bellOf(josefa.user.id)).map((item) => item.title);
    expect(herBell).toEqual(['Cancelaste tu cita']);
    const inbox = (await josefa.agent.get('/api/notifications/me')).json();
    expect(inbox.notifications).toEqual([
      expect.objectContaining({ title: 'Cancelaste tu cita', subject: `appointment:${id}`, is_read: false }),
    ]);
    expect(inbox.unread).toBe(1);
  });

  it('an admin who cancels is named to the member and to the professional', async () => {
    const member = await signedInAgent(ctx.app);
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    await ctx.app.usersRepository.update(admin.user.id, { firstName: 'Ana', lastName: 'Admin' });
    const [slot] = (await openDay(member.agent, 11, 1)).slots;
    const id = (
      await member.agent.post('/api/appointments', {
        trainer_id: trainerId,
        type_id: typeId,
        starts_at: must(slot),
        idempotency_key: crypto.randomUUID(),
      })
    ).json().appointment.id as number;
    const response = await admin.agent.post(`/api/admin/appointments/${id}/status`, {
      status: 'cancelled',
      reason: 'La profesional está enferma',
    });
    expect(response.statusCode, response.body).toBe(200);
    const herBell = await bellOf(member.user.id);
    const last = must(herBell.at(-1));
    expect(last.title).toBe('Cancelamos tu cita');
    expect(last.message).toContain('Ana Admin, de administración');
    await ctx.app.mailer.flush();
    const professionalMails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, camila.email), like(outboxEmails.subject, 'Cita cancelada%')));
    expect(professionalMails.some((mail) => mail.text.includes('Ana Admin (administración) canceló'))).toBe(
      true,
    );
  });
});

describe('the monthly allowance counts in the month of the appointment (issue 45 §6)', () => {
  it('books next month’s included consultation while this month’s is used, once', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const premium = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(premium.user.id, { planType: 'premium' });
    const db = ctx.database.db;
    const [type] = await db
      .insert(appointmentTypes)
      .values({
        name: 'Control premium mensual',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        minNoticeMinutes: 60,
        modality: 'online',
        requiredPlan: 'premium',
        position: 30,
      })
      .returning({ id: appointmentTypes.id });
    const premiumType = must(type).id;
    const saved = await admin.agent.put('/api/admin/plan-allowances', { free: 0, premium: 1, prime: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    // This month's consultation is already used (booked earlier, for a day this month).
    const now = Date.now();
    const thisMonth = Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate().toString().slice(0, 7);
    const usedStart = new Date(now + 60 * 60_000);
    await db.insert(appointments).values({
      memberId: premium.user.id,
      trainerId,
      typeId: premiumType,
      startsAt: usedStart,
      endsAt: new Date(usedStart.getTime() + 60 * 60_000),
      blocked: `[${usedStart.toISOString()},${new Date(usedStart.getTime() + 60 * 60_000).toISOString()})`,
      idempotencyKey: crypto.randomUUID(),
      allowancePeriod: thisMonth,
    });
    const options = (await premium.agent.get('/api/appointments/options')).json();
    expect(options.allowance.remaining).toBe(0);
    expect(options.allowance.next_month_remaining).toBe(1);
    expect(options.allowance.sentence).toMatch(
      /^Ya usaste las consultas de tu plan este mes\. Tienes 1 consulta para /,
    );

    const nextMonthFirst = Temporal.PlainDate.from(`${thisMonth}-01`).add({ months: 1 });
    const days = [0, 1, 2, 3].map((offset) => nextMonthFirst.add({ days: offset }).toString());
    const slotsOn = async (date: string) => {
      const response = await premium.agent.get(
        `/api/appointments/available-slots?date=${date}&trainer_id=${trainerId}&type_id=${premiumType}`,
      );
      return (response.json() as { slots: { starts_at: string }[] }).slots.map((slot) => slot.starts_at);
    };
    const [first, second] = await slotsOn(must(days[1]));
    const booked = await premium.agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: premiumType,
      starts_at: must(first),
      idempotency_key: crypto.randomUUID(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await db
      .select({ period: appointments.allowancePeriod })
      .from(appointments)
      .where(eq(appointments.id, booked.json().appointment.id as number));
    expect(must(row).period).toBe(nextMonthFirst.toString().slice(0, 7));
    const again = await premium.agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: premiumType,
      starts_at: must(second),
      idempotency_key: crypto.randomUUID(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Ya usaste las consultas incluidas en tu plan para [a-z]+\./);
  });
});

describe('public holidays (issue 45 §6)', () => {
  it('closes every professional on a holiday unless she opened that date; admins keep the table', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    const seeded = await admin.agent.get('/api/admin/holidays?year=2026');
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json().holidays).toContainEqual({
      date: '2026-12-25',
      name: 'Navidad',
      irrenunciable: true,
    });

    // A day with free times (not already a holiday, whatever day the test runs).
    let date = dayAhead(20);
    for (let offset = 21; (await freeSlots(member.agent, date)).length === 0 && offset < 30; offset += 1)
      date = dayAhead(offset);
    expect((await freeSlots(member.agent, date)).length).toBeGreaterThan(0);
    const added = await admin.agent.put(`/api/admin/holidays/${date}`, { name: 'Feriado de prueba' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await freeSlots(member.agent, date)).toEqual([]);

    // Her exception: she opens that date with hours of her own.
    const opened = await camila.agent.put(`/api/trainer/availability/dates/${date}`, {
      intervals: [{ start_minute: 9 * 60, end_minute: 11 * 60 }],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await freeSlots(member.agent, date)).toHaveLength(2);
    expect((await camila.agent.delete(`/api/trainer/availability/dates/${date}`)).statusCode).toBe(200);
    expect(await freeSlots(member.agent, date)).toEqual([]);

    const removed = await admin.agent.delete(`/api/admin/holidays/${date}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await freeSlots(member.agent, date)).length).toBeGreaterThan(0);
    expect((await admin.agent.delete(`/api/admin/holidays/${date}`)).statusCode).toBe(404);

    for (const [url, body] of [
      ['/api/admin/holidays/2026-13-45', { name: 'Nada' }],
      [`/api/admin/holidays/${date}`, { name: ' ' }],
      [`/api/admin/holidays/${date}`, { name: 'x'.repeat(81) }],
    ] as const)
      expect((await admin.agent.put(url, body)).statusCode).toBe(400);
    expect((await admin.agent.get('/api/admin/holidays?year=9999')).statusCode).toBe(400);
    expect((await member.agent.put(`/api/admin/holidays/${date}`, { name: 'Mío' })).statusCode).toBe(403);
    expect((await freeSlots(member.agent, date)).length).toBeGreaterThan(0);
  });
});

describe('which consultations each professional offers (issue 45 §6)', () => {
  it('a professional who does not offer a type is not offered for it, nor bookable, nor listed for it', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const member = await signedInAgent(ctx.app);
    const db = ctx.database.db;
    const [other] = await db
      .insert(appointmentTypes)
      .values({
        name: 'Sesión psicológica',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        minNoticeMinutes: 60,
        modality: 'online',
        requiredPlan: 'free',
        position: 40,
      })
      .returning({ id: appointmentTypes.id });
    const psychology = must(other).id;
    const date = dayAhead(13);
    const slotsFor = async (type: number) =>
      (
        await member.agent.get(
          `/api/appointments/available-slots?date=${date}&trainer_id=${trainerId}&type_id=${type}`,
        )
      ).statusCode;
    expect(await slotsFor(psychology)).toBe(200);

    // Camila offers only her own consultations.
    const saved = await admin.agent.put(`/api/admin/availability/${trainerId}/services`, {
      type_ids: [typeId],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().type_ids).toEqual([typeId]);
    expect(await slotsFor(psychology)).toBe(404);
    expect(await slotsFor(typeId)).toBe(200);
    const options = (await member.agent.get('/api/appointments/options')).json();
    expect(options.trainers.find((row: { id: number }) => row.id === trainerId).type_ids).toEqual([typeId]);
    const anyone = await member.agent.get(
      `/api/appointments/available-slots?date=${date}&type_id=${psychology}`,
    );
    expect(
      (anyone.json().slots as { trainer_id: number }[]).some((slot) => slot.trainer_id === trainerId),
    ).toBe(false);
    const refused = await member.agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: psychology,
      starts_at: new Date(Date.now() + 13 * 86_400_000).toISOString(),
      idempotency_key: crypto.randomUUID(),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'Esa profesional no ofrece este tipo de consulta. Elige otra profesional.',
    );

    // Bad lists change nothing; an empty list offers every type again.
    for (const body of [{ type_ids: [999_999] }, { type_ids: [typeId, typeId] }, { type_ids: 'todas' }])
      expect((await admin.agent.put(`/api/admin/availability/${trainerId}/services`, body)).statusCode).toBe(
        400,
      );
    expect((await admin.agent.get(`/api/admin/availability/${trainerId}/services`)).json().type_ids).toEqual([
      typeId,
    ]);
    expect(
      (await camila.agent.put(`/api/admin/availability/${trainerId}/services`, { type_ids: [] })).statusCode,
    ).toBe(403);
    expect(
      (await admin.agent.put(`/api/admin/availability/${trainerId}/services`, { type_ids: [] })).statusCode,
    ).toBe(200);
    expect(await slotsFor(psychology)).toBe(200);
  });
});

describe('a member who deletes her account (issue 49 §8)', () => {
  it('cancels her plan at the provider, tells her professional of each booking, and e-mails her what happened', async () => {
    const leaving = await signedInAgent(ctx.app);
    await ctx.app.usersRepository.update(leaving.user.id, { firstName: 'Rosa', lastName: 'Despedida' });
    await buyPlan(leaving.agent, 'premium');
    const [membership] = await ctx.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, leaving.user.id), eq(memberships.status, 'active')));
    const subscriptionId = must(must(membership).subscriptionId);
    const [slot] = (await openDay(leaving.agent, 12, 1)).slots;
    const booked = await leaving.agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: typeId,
      starts_at: must(slot),
      idempotency_key: crypto.randomUUID(),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const deleted = await leaving.agent.post('/api/users/delete-account', { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Her plan stops renewing: the provider's subscription is cancelled by the job the erasure committed.
    await ctx.app.jobs.drained(ERASED_SUBSCRIPTION_QUEUE, 20_000);
    expect((await ctx.app.paymentProvider.getSubscription(subscriptionId))?.status).toBe('cancelled');
    // Camila hears it as a cancellation, by e-mail (the calendar's CANCEL) and in her bell.
    const toCamila = (await mailsTo(camila.email)).filter((mail) => mail.text.includes('Rosa Despedida'));
    expect(toCamila.map((mail) => mail.subject)).toEqual([
      'Nueva cita: Rosa Despedida',
      'Cita cancelada: Rosa Despedida',
    ]);
    expect(must(toCamila[1]).text).toContain('Motivo: Eliminó su cuenta en Vitalia.');
    expect(must(toCamila[1]).calendar).toContain('METHOD:CANCEL');
    // The appointment went with her account: the time is free again.
    expect(
      await ctx.database.db.select().from(appointments).where(eq(appointments.memberId, leaving.user.id)),
    ).toEqual([]);
    // And she is told what happened, with what the law keeps.
    const goodbye = (await mailsTo(leaving.user.email)).at(-1);
    expect(goodbye?.subject).toBe('Tu cuenta de Vitalia fue eliminada');
    for (const line of ERASURE_CONSEQUENCES) expect(goodbye?.text).toContain(line);
  });
});
