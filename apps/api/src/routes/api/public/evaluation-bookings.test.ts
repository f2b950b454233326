import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { EVALUATION_MESSAGES as E } from '@vitalia/shared/storefront';
import { SCHEDULING_MESSAGES } from '@vitalia/shared/messages/scheduling';
import {
  appointments,
  appointmentTypes,
  availabilityRules,
  evaluationRequests,
  outboxEmails,
  publicHolidays,
  trainers,
  users,
} from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { createUser, uniqueEmail } from '../../../../test/factories';

/** The free first evaluation booked by a visitor (issue 48 §1, ADR 0092), on PGlite and PostgreSQL. */
let ctx: TestContext;
let trainerId: number;
let typeId: number;
const ZONE = 'America/Santiago';
let addressCount = 0;

/** Every visitor comes from an address of her own: the per-address limit has its own test. */
const visitor = (address = `10.0.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`) =>
  new TestAgent(ctx.app, address);

const dayAhead = (days: number) => Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate().add({ days }).toString();

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  // Dates are chosen by distance from today: a public holiday must not close them by the calendar's chance.
  await db.delete(publicHolidays);
  const [trainer] = await db
    .insert(trainers)
    .values({
      slug: 'evaluacion-prueba',
      name: 'Eva Evaluadora',
      specialization: 'Nutrición',
      experienceYears: 4,
    })
    .returning({ id: trainers.id });
  if (!trainer) throw new Error('trainer');
  trainerId = trainer.id;
  await db.insert(availabilityRules).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      trainerId,
      weekday,
      startMinute: 8 * 60,
      endMinute: 20 * 60,
    })),
  );
  // The first active consultation of the Free plan is the evaluation: ours goes before the demo's.
  const [type] = await db
    .insert(appointmentTypes)
    .values({
      name: 'Evaluación inicial de prueba',
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      minNoticeMinutes: 60,
      horizonDays: 60,
      modality: 'online',
      requiredPlan: 'free',
      position: -1,
    })
    .returning({ id: appointmentTypes.id });
  if (!type) throw new Error('type');
  typeId = type.id;
});
afterAll(() => ctx.close());

async function slotsOn(date: string): Promise<string[]> {
  const response = await visitor().get(`/api/public/evaluation-slots?date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    evaluation: { type_id: number };
    slots: { starts_at: string; trainer_id: number }[];
    professionals: { id: number; name: string }[];
  };
  expect(body.evaluation.type_id).toBe(typeId);
  // Every time's professional is named, and nobody without a time that day.
  expect(new Set(body.professionals.map((professional) => professional.id))).toEqual(
    new Set(body.slots.map((slot) => slot.trainer_id)),
  );
  return body.slots.filter((slot) => slot.trainer_id === trainerId).map((slot) => slot.starts_at);
}

let dayOffset = 3;
/** A free time of our professional on a day no other test uses. */
async function freeTime(): Promise<string> {
  const slots = await slotsOn(dayAhead(dayOffset++));
  const [first] = slots;
  if (!first) throw new Error('no free time');
  return first;
}

const request = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Paula',
  last_name: 'Visitante',
  email: uniqueEmail('visita'),
  phone: '+56912345678',
  trainer_id: trainerId,
  accept_terms: true,
  ...overrides,
});

/** The link the last mail to `to` carries, as its token. */
async function tokenMailedTo(to: string): Promise<string> {
  await ctx.app.mailer.flush();
  const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  const latest = mails.sort((a, b) => b.id - a.id)[0];
  const token = latest?.text.match(/reservar\/confirmar\?t=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return token;
}

const appointmentsOf = async (email: string) =>
  ctx.database.db
    .select({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.memberId))
    .where(and(eq(users.email, email), eq(appointments.typeId, typeId)));

describe('the free first evaluation for a visitor', () => {
  it('shows the month’s days and a day’s times without an account or a cookie', async () => {
    const month = dayAhead(3).slice(0, 7);
    const response = await visitor().get(`/api/public/evaluation-slots/days?month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((response.json() as { days: string[] }).days).toContain(dayAhead(3));
    expect((await slotsOn(dayAhead(3))).length).toBeGreaterThan(0);
    const wrong = await visitor().get('/api/public/evaluation-slots?date=2026-02-30');
    expect(wrong.statusCode).toBe(400);
  });

  it('books nothing until she confirms, then makes her account and books the time', async () => {
    const startsAt = await freeTime();
    const body = request({ starts_at: startsAt });
    const asked = await visitor().post('/api/public/evaluation-bookings', body);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toBe(E.checkYourMail(body.email));
    expect(await ctx.app.usersRepository.findByEmail(body.email)).toBeUndefined();
    expect(await slotsOn(startsAt.slice(0, 10))).toContain(startsAt);

    const token = await tokenMailedTo(body.email);
    const confirmed = await visitor().post('/api/public/evaluation-bookings/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = confirmed.json();
    expect(answer.message).toBe(E.confirmed);
    expect(answer.appointment.starts_at).toBe(new Date(startsAt).toISOString());
    expect(answer.appointment.professional).toBe('Eva Evaluadora');
    expect(answer.password_token).toEqual(expect.any(String));
    const account = await ctx.app.usersRepository.findByEmail(body.email);
    expect(account).toMatchObject({ role: 'member', firstName: 'Paula', passwordHash: null });
    expect(await appointmentsOf(body.email)).toHaveLength(1);
    expect(await slotsOn(startsAt.slice(0, 10))).not.toContain(startsAt);

    // Pressed again (a double click, a lost answer): the same booking, nothing new.
    const again = await visitor().post('/api/public/evaluation-bookings/confirm', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().appointment.starts_at).toBe(answer.appointment.starts_at);
    expect(await appointmentsOf(body.email)).toHaveLength(1);

    // Her "Crea tu contraseña" token works once, and then she signs in.
    const chosen = await visitor().post('/api/auth/reset-password', {
      token: answer.password_token,
      password: 'MiClave2026!',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const signIn = await visitor().post('/api/auth/login', { email: body.email, password: 'MiClave2026!' });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers the same for an address with an account, and books for that account only when confirmed', async () => {
    const existing = await createUser(ctx.app);
    const startsAt = await freeTime();
    const body = request({ email: existing.email, first_name: 'Otra', starts_at: startsAt });
    const asked = await visitor().post('/api/public/evaluation-bookings', body);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(E.checkYourMail(existing.email));
    expect(await appointmentsOf(existing.email)).toHaveLength(0);

    const token = await tokenMailedTo(existing.email);
    const confirmed = await visitor().post('/api/public/evaluation-bookings/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // She has a password already: no token to make one, and her name is not rewritten by what was typed.
    expect(confirmed.json().password_token).toBeNull();
    expect((await ctx.app.usersRepository.findByEmail(existing.email))?.firstName).not.toBe('Otra');
    expect(await appointmentsOf(existing.email)).toHaveLength(1);

    // A second evaluation while the first is ahead is refused, with its date.
    const second = request({ email: existing.email, starts_at: await freeTime() });
    await visitor().post('/api/public/evaluation-bookings', second);
    const refused = await visitor().post('/api/public/evaluation-bookings/confirm', {
      token: await tokenMailedTo(existing.email),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Ya tienes una evaluación inicial reservada para el /);
    expect(await appointmentsOf(existing.email)).toHaveLength(1);
  });

  it('a new request from the same address replaces the pending one: only the latest link works', async () => {
    const email = uniqueEmail('visita');
    await visitor().post('/api/public/evaluation-bookings', request({ email, starts_at: await freeTime() }));
    const first = await tokenMailedTo(email);
    const later = await freeTime();
    await visitor().post('/api/public/evaluation-bookings', request({ email, starts_at: later }));
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    const pending = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(evaluationRequests)
      .where(eq(evaluationRequests.email, email));
    expect(pending[0]?.n).toBe(1);

    const stale = await visitor().post('/api/public/evaluation-bookings/confirm', { token: first });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(E.linkInvalid);
    const good = await visitor().post('/api/public/evaluation-bookings/confirm', { token: second });
    expect(good.json().appointment.starts_at).toBe(new Date(later).toISOString());
  });

  it('her time taken before she confirms: a 409, then another time with the same link', async () => {
    const email = uniqueEmail('visita');
    const startsAt = await freeTime();
    await visitor().post('/api/public/evaluation-bookings', request({ email, starts_at: startsAt }));
    const token = await tokenMailedTo(email);
    // Someone else confirms the same time first.
    const rival = uniqueEmail('visita');
    await visitor().post('/api/public/evaluation-bookings', request({ email: rival, starts_at: startsAt }));
    const rivalToken = await tokenMailedTo(rival);
    expect(
      (await visitor().post('/api/public/evaluation-bookings/confirm', { token: rivalToken })).statusCode,
    ).toBe(200);

    const taken = await visitor().post('/api/public/evaluation-bookings/confirm', { token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SCHEDULING_MESSAGES.slotTaken);
    const other = (await slotsOn(startsAt.slice(0, 10)))[0];
    if (!other) throw new Error('no other time that day');
    const moved = await visitor().post('/api/public/evaluation-bookings/confirm', {
      token,
      trainer_id: trainerId,
      starts_at: other,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment.starts_at).toBe(new Date(other).toISOString());
    expect(await appointmentsOf(email)).toHaveLength(1);
  });

  it('refuses bad input in Spanish and keeps nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(evaluationRequests);
    const startsAt = await freeTime();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ accept_terms: false }, 'accept_terms', E.acceptTerms],
      [{ email: 'no-es-correo' }, 'email', 'Formato de email inválido'],
      [{ first_name: '' }, 'first_name', 'El nombre es requerido'],
      [{ phone: '+56 9 1234 567x' }, 'phone', 'Número de teléfono inválido'],
      [{ starts_at: 'mañana' }, 'starts_at', 'Fecha inválida'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await visitor().post(
        '/api/public/evaluation-bookings',
        request({ starts_at: startsAt, ...overrides }),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors?.[field], field).toBe(message);
    }
    // A time that is not offered, and a professional who does not exist.
    const odd = new Date(new Date(startsAt).getTime() + 17 * 60_000).toISOString();
    const notOffered = await visitor().post('/api/public/evaluation-bookings', request({ starts_at: odd }));
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe(SCHEDULING_MESSAGES.slotNotOffered);
    const nobody = await visitor().post(
      '/api/public/evaluation-bookings',
      request({ starts_at: startsAt, trainer_id: 999_999 }),
    );
    expect(nobody.statusCode).toBe(404);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(evaluationRequests);
    expect(after[0]?.n).toBe(before[0]?.n);
    const forged = await visitor().post('/api/public/evaluation-bookings/confirm', { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(404);
  });

  it('forgets what a visitor typed once her link has expired', async () => {
    const stale = uniqueEmail('visita');
    const fresh = uniqueEmail('visita');
    const startsAt = await freeTime();
    await visitor().post('/api/public/evaluation-bookings', request({ email: stale, starts_at: startsAt }));
    await visitor().post('/api/public/evaluation-bookings', request({ email: fresh, starts_at: startsAt }));
    await ctx.database.db
      .update(evaluationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(evaluationRequests.email, stale));
    expect(await ctx.app.visitorEvaluations.pruneExpired()).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select({ email: evaluationRequests.email })
      .from(evaluationRequests)
      .where(inArray(evaluationRequests.email, [stale, fresh]));
    expect(left.map((row) => row.email)).toEqual([fresh]);
  });

  it('limits requests per address and per e-mail', async () => {
    const startsAt = await freeTime();
    const sameAddress = visitor();
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(
        (await sameAddress.post('/api/public/evaluation-bookings', request({ starts_at: startsAt })))
          .statusCode,
      );
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);

    const email = uniqueEmail('visita');
    const perMail: number[] = [];
    for (let index = 0; index < 4; index += 1)
      perMail.push(
        (await visitor().post('/api/public/evaluation-bookings', request({ email, starts_at: startsAt })))
          .statusCode,
      );
    expect(perMail).toEqual([202, 202, 202, 429]);
  });
});
