import crypto from 'node:crypto';
import { monthName, NO_CONSULTATIONS_LEFT } from '@vitalia/shared/scheduling-rules';
import { SCHEDULING_MESSAGES } from '@vitalia/shared/messages/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  appointmentHolds,
  appointments,
  appointmentTypes,
  auditLog,
  availabilityOverrides,
  availabilityRules,
  notifications,
  outboxEmails,
  products,
  publicHolidays,
  timeOff,
  trainers,
} from '../../../db/schema/index';
import { jobIdFor } from '../../../plugins/app/jobs/job-queue';
import { REMINDER_QUEUE } from '../../../plugins/app/scheduling/appointment-notices';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { eventually, signedInAgent } from '../../../../test/factories';
import { buildApp } from '../../../app';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';

/** The value, or a failed test saying it was missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

/** 1:1 appointments (issue 20) on PGlite and PostgreSQL: slots, races, allowance, notice, isolation. */
let ctx: TestContext;
let trainerId: number;
let otherTrainerId: number;
let freeTypeId: number;
let premiumTypeId: number;
let bufferedTypeId: number;
const ZONE = 'America/Santiago';

/** A date `days` from today in Chile, as YYYY-MM-DD. */
const dayAhead = (days: number) => Temporal.Now.zonedDateTimeISO(ZONE).toPlainDate().add({ days }).toString();
const at = (date: string, time: string) =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(ZONE).toInstant().toString();
const key = () => crypto.randomUUID();

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  // These tests pick days by distance from today; Chile's holidays (migration 0032) would close some of them
  // on some days of the year. Holidays have their own test (professional-notices.test.ts).
  await db.delete(publicHolidays);
  // A trainer of our own who works every day 08:00–20:00, so any date has slots whatever today is.
  const [trainer, other] = await db
    .insert(trainers)
    .values([
      { slug: 'agenda-prueba', name: 'Ana Agenda', specialization: 'Nutrición', experienceYears: 5 },
      { slug: 'agenda-otra', name: 'Olga Otra', specialization: 'Nutrición', experienceYears: 5 },
    ])
    .returning({ id: trainers.id });
  trainerId = must(trainer).id;
  otherTrainerId = must(other).id;
  await db.insert(availabilityRules).values(
    [trainerId, otherTrainerId].flatMap((id) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        trainerId: id,
        weekday,
        startMinute: 8 * 60,
        endMinute: 20 * 60,
      })),
    ),
  );
  const common = { minNoticeMinutes: 60, horizonDays: 60, modality: 'online' as const, position: 10 };
  const [free, premium, buffered] = await db
    .insert(appointmentTypes)
    .values([
      {
        ...common,
        name: 'Prueba gratis',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        requiredPlan: 'free',
      },
      {
        ...common,
        name: 'Prueba premium',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        requiredPlan: 'premium',
        cancelNoticeHours: 24,
        maxReschedules: 1,
      },
      {
        ...common,
        name: 'Prueba con márgenes',
        durationMinutes: 30,
        slotIntervalMinutes: 30,
        bufferBeforeMinutes: 30,
        bufferAfterMinutes: 30,
        requiredPlan: 'free',
      },
    ])
    .returning({ id: appointmentTypes.id });
  freeTypeId = must(free).id;
  premiumTypeId = must(premium).id;
  bufferedTypeId = must(buffered).id;
});
afterAll(() => ctx.close());

async function member(plan: 'free' | 'premium' | 'prime' = 'free') {
  const created = await signedInAgent(ctx.app);
  if (plan !== 'free') await ctx.app.usersRepository.update(created.user.id, { planType: plan });
  return created;
}

const slotsOf = async (agent: TestAgent, date: string, typeId = freeTypeId, trainer = trainerId) => {
  const response = await agent.get(
    `/api/appointments/available-slots?date=${date}&trainer_id=${trainer}&type_id=${typeId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { slots: { starts_at: string }[] }).slots.map((slot) => slot.starts_at);
};

const book = (
  agent: TestAgent,
  startsAt: string,
  options: { typeId?: number; idempotencyKey?: string } = {},
) =>
  agent.post('/api/appointments', {
    trainer_id: trainerId,
    type_id: options.typeId ?? freeTypeId,
    starts_at: startsAt,
    idempotency_key: options.idempotencyKey ?? key(),
  });

describe('free slots', () => {
  it('answers a day of the trainer’s hours in the viewer’s zone, without the taken ones', async () => {
    const { agent } = await member();
    const date = dayAhead(3);
    const slots = await slotsOf(agent, date);
    expect(slots).toHaveLength(12);
    expect(slots[0]).toBe(new Date(at(date, '08:00')).toISOString());

    const booked = await book(agent, must(slots[2]));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await slotsOf(agent, date)).not.toContain(slots[2]);

    // The same moments, asked for from Madrid: 08:00 in Santiago is 12:00 there, on the same date.
    const madrid = await agent.get(
      `/api/appointments/available-slots?date=${date}&trainer_id=${trainerId}&type_id=${freeTypeId}&tz=Europe/Madrid`,
    );
    expect((madrid.json() as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
  });

  it('lists the days of a month that have free slots, and honours overrides and time off', async () => {
    const { agent } = await member();
    const date = dayAhead(5);
    const [closedDay] = [dayAhead(6)];
    await ctx.database.db
      .insert(availabilityOverrides)
      .values({ trainerId: otherTrainerId, date: must(closedDay), intervals: [] });
    await ctx.database.db.insert(timeOff).values({
      trainerId: otherTrainerId,
      startsAt: new Date(at(date, '00:00')),
      endsAt: new Date(at(date, '12:00')),
      reason: 'Congreso',
    });
    const slots = await slotsOf(agent, date, freeTypeId, otherTrainerId);
    expect(slots[0]).toBe(new Date(at(date, '12:00')).toISOString());
    expect(await slotsOf(agent, must(closedDay), freeTypeId, otherTrainerId)).toEqual([]);

    const month = must(closedDay).slice(0, 7);
    const days = await agent.get(
      `/api/appointments/available-days?month=${month}&trainer_id=${otherTrainerId}&type_id=${freeTypeId}`,
    );
    expect(days.statusCode, days.body).toBe(200);
    const list = (days.json() as { days: string[] }).days;
    expect(list).not.toContain(closedDay);
    if (date.startsWith(month)) expect(list).toContain(date);
  });

  it('refuses bad dates, zones and far-away months in Spanish, changing nothing', async () => {
    const { agent } = await member();
    for (const query of [
      'date=2026-02-30',
      'date=mañana',
      'date=2026-11-30&tz=Marte/Olympus',
      'date=2999-01-01',
    ]) {
      const response = await agent.get(`/api/appointments/available-slots?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(
        /Fecha inválida|Zona horaria desconocida|próximos meses|formato/,
      );
    }
    expect((await agent.get('/api/appointments/available-days?month=2026-13')).statusCode).toBe(400);
    expect(
      (await agent.get(`/api/appointments/available-slots?date=${dayAhead(2)}&trainer_id=999999`)).statusCode,
    ).toBe(404);
    expect(
      (await new TestAgent(ctx.app).get(`/api/appointments/available-slots?date=${dayAhead(2)}`)).statusCode,
    ).toBe(401);
  });

  it('offers every bookable trainer’s default type when only the date is given', async () => {
    const { agent } = await member();
    const response = await agent.get(`/api/appointments/available-slots?date=${dayAhead(4)}`);
    expect(response.statusCode, response.body).toBe(200);
    const trainersOffered = new Set(
      (response.json() as { slots: { trainer_id: number }[] }).slots.map((slot) => slot.trainer_id),
    );
    expect(trainersOffered.has(trainerId)).toBe(true);
  });
});

describe('booking', () => {
  it('twenty members racing for one slot: exactly one 201, the others 409 "Ese horario ya no está disponible"', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const date = dayAhead(7);
    const [slot] = await slotsOf(must(members[0]).agent, date);
    const answers = await Promise.all(members.map(({ agent }) => book(agent, must(slot))));
    const codes = answers.map((answer) => answer.statusCode).sort();
    const heard = answers.map((answer) => `${answer.statusCode} ${answer.body}`).join('\n');
    expect(
      codes.filter((code) => code === 201),
      heard,
    ).toHaveLength(1);
    expect(
      codes.filter((code) => code === 409),
      heard,
    ).toHaveLength(19);
    for (const answer of answers.filter((response) => response.statusCode === 409))
      expect(answer.json().message).toBe('Ese horario ya no está disponible');
    const rows = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.trainerId, trainerId), eq(appointments.startsAt, new Date(must(slot)))));
    expect(rows).toHaveLength(1);
  });

  it('keeps two types’ buffers apart: a booking that would meet another one’s margin is refused by the database', async () => {
    const first = await member();
    const second = await member();
    const date = dayAhead(8);
    const ten = new Date(at(date, '10:00')).toISOString();
    expect((await book(first.agent, ten)).statusCode).toBe(201);
    // 11:00–11:30 with 30 minutes before it would start blocking at 10:30, inside the 10:00–11:00 booking.
    const slots = await slotsOf(second.agent, date, bufferedTypeId);
    expect(slots).not.toContain(new Date(at(date, '11:00')).toISOString());
    expect(slots).toContain(new Date(at(date, '11:30')).toISOString());
    const refused = await book(second.agent, new Date(at(date, '10:30')).toISOString(), {
      typeId: bufferedTypeId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ese horario ya no está disponible');
    // Straight into the table, past the service: the EXCLUDE constraint itself says no.
    await expect(
      ctx.database.db.execute(
        `insert into appointments (member_id, trainer_id, type_id, starts_at, ends_at, blocked, idempotency_key)
         values (${second.user.id}, ${trainerId}, ${bufferedTypeId}, '${at(date, '11:00')}', '${at(date, '11:30')}',
         tstzrange('${at(date, '10:30')}', '${at(date, '12:00')}', '[)'), 'directo')` as never,
      ),
    ).rejects.toThrow();
  });

  it('a retry with the same key answers the same booking; the key reused for another time is refused', async () => {
    const { agent } = await member();
    const date = dayAhead(9);
    const [first, second] = await slotsOf(agent, date);
    const idempotencyKey = key();
    const created = await book(agent, must(first), { idempotencyKey });
    const again = await book(agent, must(first), { idempotencyKey });
    expect(created.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().appointment.id).toBe(created.json().appointment.id);
    const reused = await book(agent, must(second), { idempotencyKey });
    expect(reused.statusCode).toBe(409);
    // A double click sent at once books once too.
    const doubleKey = key();
    const clicks = await Promise.all([
      book(agent, must(second), { idempotencyKey: doubleKey }),
      book(agent, must(second), { idempotencyKey: doubleKey }),
    ]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(clicks.map((click) => click.json().appointment.id)).size).toBe(1);
  });

  it('takes the key as the Idempotency-Key header, or none: the same booking repeated is the same (issue 42 §16)', async () => {
    const { agent, user } = await member();
    const [first, second, third] = await slotsOf(agent, dayAhead(11));
    const body = (startsAt: string) => ({ trainer_id: trainerId, type_id: freeTypeId, starts_at: startsAt });
    const headerKey = `cliente-${key()}`;
    const byHeader = () =>
      agent.request({
        method: 'POST',
        url: '/api/appointments',
        payload: body(must(first)),
        headers: { 'idempotency-key': headerKey },
      });
    const created = await byHeader();
    expect(created.statusCode, created.body).toBe(201);
    const again = await byHeader();
    expect(again.statusCode).toBe(200);
    expect(again.json().appointment.id).toBe(created.json().appointment.id);

    const keyless = await agent.post('/api/appointments', body(must(second)));
    expect(keyless.statusCode, keyless.body).toBe(201);
    const repeated = await agent.post('/api/appointments', body(must(second)));
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().appointment.id).toBe(keyless.json().appointment.id);
    // Three at once, with no key: one booking, answered to all three.
    const clicks = await Promise.all([1, 2, 3].map(() => agent.post('/api/appointments', body(must(third)))));
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(clicks.map((click) => click.json().appointment.id)).size).toBe(1);
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.memberId, user.id));
    expect(rows).toHaveLength(3);
    // A header that is no key is refused in Spanish.
    const bad = await agent.request({
      method: 'POST',
      url: '/api/appointments',
      payload: body(must(first)),
      headers: { 'idempotency-key': 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Falta la clave de la solicitud. Recarga la página y vuelve a intentarlo.',
    );
  });

  it('refuses a time that was never offered, a type her plan lacks, and bad bodies, changing nothing', async () => {
    const { agent, user } = await member();
    const date = dayAhead(10);
    const odd = await book(agent, new Date(at(date, '09:17')).toISOString());
    expect(odd.statusCode).toBe(409);
    expect(odd.json().message).toBe('Ese horario no está disponible. Elige uno de la lista.');
    const night = await book(agent, new Date(at(date, '23:00')).toISOString());
    expect(night.statusCode).toBe(409);

    const premiumOnly = await book(agent, new Date(at(date, '09:00')).toISOString(), {
      typeId: premiumTypeId,
    });
    expect(premiumOnly.statusCode).toBe(403);
    expect(premiumOnly.json().message).toMatch(/plan Premium/);

    for (const body of [
      {},
      { trainer_id: trainerId, type_id: freeTypeId, starts_at: 'mañana', idempotency_key: key() },
      { trainer_id: trainerId, type_id: freeTypeId, starts_at: at(date, '09:00'), idempotency_key: 'x' },
      {
        trainer_id: trainerId,
        type_id: freeTypeId,
        starts_at: at(date, '09:00'),
        idempotency_key: key(),
        notes: 'a'.repeat(501),
      },
    ]) {
      const response = await agent.post('/api/appointments', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      await ctx.database.db.select().from(appointments).where(eq(appointments.memberId, user.id)),
    ).toEqual([]);

    // Whose booking it is comes from the session, never from the body.
    const someoneElse = await member();
    const spoofed = await agent.post('/api/appointments', {
      trainer_id: trainerId,
      type_id: freeTypeId,
      starts_at: new Date(at(date, '09:00')).toISOString(),
      idempotency_key: key(),
      member_id: someoneElse.user.id,
    });
    expect(spoofed.statusCode, spoofed.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, spoofed.json().appointment.id));
    expect(row?.memberId).toBe(user.id);
  });

  it('counts the plan’s consultations per month and gives one back when she cancels in time', async () => {
    const { agent } = await member('premium');
    const options = await agent.get('/api/appointments/options');
    expect(options.json().allowance).toMatchObject({
      included: 1,
      used: 0,
      remaining: 1,
      sentence: 'Te queda 1 consulta este mes',
    });
    const date = dayAhead(12);
    const slots = await slotsOf(agent, date, premiumTypeId);
    const first = await book(agent, must(slots[0]), { typeId: premiumTypeId });
    expect(first.statusCode, first.body).toBe(201);
    const second = await book(agent, must(slots[2]), { typeId: premiumTypeId });
    expect(second.statusCode).toBe(409);
    // Counted in the month of the appointment (issue 45 §6), and said with that month's name.
    expect(second.json().message).toBe(SCHEDULING_MESSAGES.allowanceUsedIn(monthName(date.slice(0, 7))));
    // A free evaluation does not use the allowance.
    expect((await book(agent, must(slots[4]))).statusCode).toBe(201);

    const cancelled = await agent.post(`/api/appointments/${first.json().appointment.id}/cancel`, {
      reason: 'Viaje',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().appointment).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Viaje',
      cancelled_by: 'member',
    });
    expect((await agent.get('/api/appointments/options')).json().allowance.remaining).toBe(1);
    expect((await book(agent, must(slots[2]), { typeId: premiumTypeId })).statusCode).toBe(201);
    // Cancelling twice is said plainly.
    const twice = await agent.post(`/api/appointments/${first.json().appointment.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta cita ya está cancelada.');
  });
});

describe('her appointments', () => {
  it('another member’s appointment answers 404 to read, cancel, reschedule and its calendar file', async () => {
    const owner = await member();
    const stranger = await member();
    const date = dayAhead(14);
    const [slot, later] = await slotsOf(owner.agent, date);
    const id = (await book(owner.agent, must(slot))).json().appointment.id as number;
    for (const response of [
      await stranger.agent.get(`/api/appointments/${id}`),
      await stranger.agent.get(`/api/appointments/${id}/calendar.ics`),
      await stranger.agent.post(`/api/appointments/${id}/cancel`, {}),
      await stranger.agent.post(`/api/appointments/${id}/reschedule`, { starts_at: later }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No encontramos esa cita.');
    }
    expect((await stranger.agent.get('/api/appointments')).json().appointments).toEqual([]);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.status).toBe('confirmed');
    expect(row?.startsAt.toISOString()).toBe(slot);
  });

  it('lists upcoming and past, feeds /agenda, and mails a confirmation with the reminders planned', async () => {
    const { agent, user, email } = await member();
    const date = dayAhead(16);
    const [slot] = await slotsOf(agent, date);
    const id = (await book(agent, must(slot))).json().appointment.id as number;

    const upcoming = await agent.get('/api/appointments?when=upcoming');
    expect(upcoming.json().appointments.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await agent.get('/api/appointments/upcoming')).json().total).toBe(1);
    expect((await agent.get('/api/appointments?when=past')).json().total).toBe(0);
    const agenda = await agent.get('/api/agenda');
    expect(agenda.json().items).toMatchObject([
      { kind: 'appointment', id, title: 'Prueba gratis', href: `/citas#cita-${id}` },
    ]);

    await ctx.app.mailer.flush();
    const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Tu cita quedó agendada: /)]);
    for (const lead of ['24h', '1h']) {
      const job = await ctx.app.jobs.boss.getJobById(
        REMINDER_QUEUE,
        jobIdFor(REMINDER_QUEUE, `reminder:${id}:0:${lead}`),
      );
      expect(job?.data).toMatchObject({ appointmentId: id, startsAt: slot, lead });
    }
    expect(user.id).toBeGreaterThan(0);
  });

  it('reschedules within the notice up to the type’s maximum, raising the calendar file’s SEQUENCE', async () => {
    const { agent } = await member('premium');
    const date = dayAhead(18);
    const [slot, second, third] = await slotsOf(agent, date, premiumTypeId);
    const id = (await book(agent, must(slot), { typeId: premiumTypeId })).json().appointment.id as number;
    const before = (await agent.get(`/api/appointments/${id}/calendar.ics`)).body;
    expect(before).toContain(`UID:cita-${id}@vitalia.cl`);
    expect(before).toContain('SEQUENCE:0');

    const moved = await agent.post(`/api/appointments/${id}/reschedule`, { starts_at: second });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      starts_at: second,
      reschedule_count: 1,
      can_reschedule: false,
    });
    const after = await agent.get(`/api/appointments/${id}/calendar.ics`);
    expect(after.headers['content-type']).toMatch(/^text\/calendar/);
    expect(after.body).toContain('SEQUENCE:1');
    expect(after.body).toContain(`DTSTART:${must(second).replace(/[-:]/g, '').replace('.000', '')}`);
    // The old time is free again, the new one is not.
    const slots = await slotsOf(agent, date, premiumTypeId);
    expect(slots).toContain(slot);
    expect(slots).not.toContain(second);
    // Its reminders follow it: new keys for the new version.
    const job = await ctx.app.jobs.boss.getJobById(
      REMINDER_QUEUE,
      jobIdFor(REMINDER_QUEUE, `reminder:${id}:1:24h`),
    );
    expect(job?.data).toMatchObject({ startsAt: second });

    const again = await agent.post(`/api/appointments/${id}/reschedule`, { starts_at: third });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta cita ya se cambió de horario una vez, el máximo permitido.');
  });

  it('explains the notice rule when it is too late to cancel, and a stale reminder is dropped', async () => {
    const { agent, user, email } = await member('premium');
    // Booked long ago for tomorrow morning-ish: inside the 24-hour notice now.
    const startsAt = new Date(Date.now() + 5 * 3_600_000);
    startsAt.setUTCMinutes(0, 0, 0);
    const [row] = await ctx.database.db
      .insert(appointments)
      .values({
        memberId: user.id,
        trainerId,
        typeId: premiumTypeId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        blocked: `[${startsAt.toISOString()},${new Date(startsAt.getTime() + 3_600_000).toISOString()})`,
        idempotencyKey: key(),
      })
      .returning({ id: appointments.id });
    const late = await agent.post(`/api/appointments/${must(row).id}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Las citas se pueden cancelar hasta 24 horas antes. Escríbenos si tienes un imprevisto.',
    );
    const shown = (await agent.get(`/api/appointments/${must(row).id}`)).json().appointment;
    expect(shown).toMatchObject({ can_cancel: false, status: 'confirmed' });

    // A reminder planned for another start (it moved since) sends nothing; the right one sends once.
    const { appointmentNotices } = await import('../../../plugins/app/scheduling/appointment-notices');
    const notices = appointmentNotices(ctx.app, 'http://localhost');
    await notices.remind(
      { appointmentId: must(row).id, startsAt: new Date(0).toISOString(), lead: '1h' },
      crypto.randomUUID(),
    );
    // The same job run twice (its process died after the bell and mail committed, issue 43 §1): once.
    const jobId = crypto.randomUUID();
    for (let run = 0; run < 2; run += 1)
      await notices.remind(
        { appointmentId: must(row).id, startsAt: startsAt.toISOString(), lead: '1h' },
        jobId,
      );
    await ctx.app.mailer.flush();
    const bells = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), like(notifications.title, 'Tu cita es%')));
    expect(bells).toHaveLength(1);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, 'Recordatorio%')));
    expect(mails.map((mail) => mail.subject)).toEqual(['Recordatorio: tu cita es en una hora']);
  });

  it('lets an admin list every booking with filters; members may not', async () => {
    const { agent: admin } = await signedInAgent(ctx.app, { role: 'admin' });
    const all = await admin.get(`/api/admin/appointments?trainer_id=${trainerId}&status=confirmed`);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json() as {
      appointments: { trainer: { id: number }; status: string; member: { email: string } }[];
      total: number;
    };
    expect(body.total).toBeGreaterThan(3);
    expect(body.appointments.every((row) => row.trainer.id === trainerId && row.status === 'confirmed')).toBe(
      true,
    );
    const { agent } = await member();
    expect((await agent.get('/api/admin/appointments')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/appointments?from=2026-02-30')).statusCode).toBe(400);
  });
});

describe('admin editors', () => {
  it('creates and edits consultation types, refusing bad fields in Spanish; members get 403', async () => {
    const { agent: admin } = await signedInAgent(ctx.app, { role: 'admin' });
    const body = {
      name: 'Control de seguimiento',
      description: 'Revisamos cómo vas.',
      duration_minutes: 30,
      slot_interval_minutes: 30,
      min_notice_minutes: 120,
      horizon_days: 30,
      modality: 'online',
      location: 'https://meet.vitalia.cl/control',
      required_plan: 'premium',
      cancel_notice_hours: 12,
      reschedule_notice_hours: 12,
      max_reschedules: 1,
    };
    const created = await admin.post('/api/admin/appointment-types', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().type).toMatchObject({
      name: 'Control de seguimiento',
      buffer_before_minutes: 0,
      is_active: true,
    });
    const id = created.json().type.id as number;

    const bad = await admin.post('/api/admin/appointment-types', {
      ...body,
      location: 'meet.vitalia.cl',
      duration_minutes: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      location: 'Para una consulta online, escribe el enlace de la videollamada (https://…).',
      duration_minutes: 'Escribe un número entre 10 y 480.',
    });

    const edited = await admin.put(`/api/admin/appointment-types/${id}`, { ...body, is_active: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().type.is_active).toBe(false);
    const { agent } = await member('premium');
    const options = (await agent.get('/api/appointments/options')).json() as { types: { id: number }[] };
    expect(options.types.map((type) => type.id)).not.toContain(id);
    expect((await agent.post('/api/admin/appointment-types', body)).statusCode).toBe(403);
    expect((await admin.put('/api/admin/appointment-types/999999', body)).statusCode).toBe(404);
  });

  it('edits a professional’s weekly hours, one date and her time off, and the slots follow', async () => {
    const { agent: admin } = await signedInAgent(ctx.app, { role: 'admin' });
    const [row] = await ctx.database.db
      .insert(trainers)
      .values({
        slug: 'agenda-editada',
        name: 'Elena Editada',
        specialization: 'Nutrición',
        experienceYears: 2,
      })
      .returning({ id: trainers.id });
    const id = must(row).id;
    const { agent } = await member();
    const date = dayAhead(20);
    const weekday = Temporal.PlainDate.from(date).dayOfWeek;

    const overlapping = await admin.put(`/api/admin/availability/${id}/weekly`, {
      time_zone: ZONE,
      hours: [
        { weekday, start_minute: 540, end_minute: 720 },
        { weekday, start_minute: 700, end_minute: 800 },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toMatch(/se superponen/);
    expect(
      (await admin.put(`/api/admin/availability/${id}/weekly`, { time_zone: 'Luna/Base', hours: [] }))
        .statusCode,
    ).toBe(400);

    const saved = await admin.put(`/api/admin/availability/${id}/weekly`, {
      time_zone: ZONE,
      hours: [{ weekday, start_minute: 9 * 60, end_minute: 11 * 60 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Horario semanal guardado.',
      trainer: { time_zone: ZONE },
    });
    expect(await slotsOf(agent, date, freeTypeId, id)).toEqual([
      new Date(at(date, '09:00')).toISOString(),
      new Date(at(date, '10:00')).toISOString(),
    ]);

    const override = await admin.put(`/api/admin/availability/${id}/dates/${date}`, {
      intervals: [{ start_minute: 15 * 60, end_minute: 16 * 60 }],
    });
    expect(override.statusCode, override.body).toBe(200);
    expect(await slotsOf(agent, date, freeTypeId, id)).toEqual([new Date(at(date, '15:00')).toISOString()]);
    expect((await admin.delete(`/api/admin/availability/${id}/dates/${date}`)).statusCode).toBe(200);
    expect(await slotsOf(agent, date, freeTypeId, id)).toHaveLength(2);

    const off = await admin.post(`/api/admin/availability/${id}/time-off`, {
      starts_at: at(date, '10:00'),
      ends_at: at(date, '12:00'),
      reason: 'Control médico',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await slotsOf(agent, date, freeTypeId, id)).toEqual([new Date(at(date, '09:00')).toISOString()]);
    const offId = (off.json().time_off as { id: number }[])[0]?.id;
    expect((await admin.delete(`/api/admin/availability/${trainerId}/time-off/${offId}`)).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`/api/admin/availability/${id}/time-off/${offId}`)).statusCode).toBe(200);
    expect(await slotsOf(agent, date, freeTypeId, id)).toHaveLength(2);

    const backwards = await admin.post(`/api/admin/availability/${id}/time-off`, {
      starts_at: at(date, '12:00'),
      ends_at: at(date, '10:00'),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.ends_at).toBe('La ausencia debe terminar después de empezar.');
    expect((await agent.get(`/api/admin/availability/${id}`)).statusCode).toBe(403);
  });
});

describe('the trainer’s own appointments', () => {
  it('a professional sees the bookings made with her (member’s name, no e-mail); others see none of them', async () => {
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    const colleague = await signedInAgent(ctx.app, { role: 'trainer' });
    await ctx.database.db
      .update(trainers)
      .set({ userId: professional.user.id })
      .where(eq(trainers.id, otherTrainerId));
    const client = await member();
    const date = dayAhead(22);
    const [slot] = await slotsOf(client.agent, date, freeTypeId, otherTrainerId);
    const booked = await client.agent.post('/api/appointments', {
      trainer_id: otherTrainerId,
      type_id: freeTypeId,
      starts_at: slot,
      idempotency_key: key(),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const mine = await professional.agent.get('/api/trainer/appointments?when=upcoming');
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().appointments as { id: number; member: Record<string, unknown> }[];
    const row = rows.find((candidate) => candidate.id === booked.json().appointment.id);
    expect(row?.member).toEqual({ id: client.user.id, name: 'Prueba Vitalia' });
    expect(JSON.stringify(mine.json())).not.toContain(client.email);
    expect((await colleague.agent.get('/api/trainer/appointments')).json().total).toBe(0);
    expect((await client.agent.get('/api/trainer/appointments')).statusCode).toBe(403);
  });
});

describe('staff record what happened', () => {
  it('a professional cancels one of hers (the member is told and gets the consultation back); another’s is a 404', async () => {
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    const colleague = await signedInAgent(ctx.app, { role: 'trainer' });
    await ctx.database.db
      .update(trainers)
      .set({ userId: professional.user.id })
      .where(eq(trainers.id, trainerId));
    const client = await member('premium');
    const [slot] = await slotsOf(client.agent, dayAhead(26), premiumTypeId);
    const booked = await book(client.agent, must(slot), { typeId: premiumTypeId });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id as number;
    // What is left in the appointment's own month (issue 45 §6): this month's or the next one's.
    const sameMonth = dayAhead(26).slice(0, 7) === dayAhead(0).slice(0, 7);
    const allowance = async () => {
      const left = (await client.agent.get('/api/appointments/options')).json().allowance;
      return sameMonth ? left.remaining : left.next_month_remaining;
    };
    expect(await allowance()).toBe(0);

    expect(
      (await colleague.agent.post(`/api/trainer/appointments/${id}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.agent.post(`/api/trainer/appointments/${id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(403);
    const early = await professional.agent.post(`/api/trainer/appointments/${id}/status`, {
      status: 'completed',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Solo puedes marcar como realizada o no asistida una cita que ya comenzó.',
    );
    const bad = await professional.agent.post(`/api/trainer/appointments/${id}/status`, {
      status: 'confirmed',
    });
    expect(bad.statusCode).toBe(400);

    const cancelled = await professional.agent.post(`/api/trainer/appointments/${id}/status`, {
      status: 'cancelled',
      reason: 'Licencia médica',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().appointment).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'trainer',
      cancel_reason: 'Licencia médica',
    });
    expect(await allowance()).toBe(1);
    const seen = (await client.agent.get(`/api/appointments/${id}`)).json().appointment;
    expect(seen).toMatchObject({ status: 'cancelled', cancelled_by: 'trainer' });
    await ctx.app.mailer.flush();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, client.email), like(outboxEmails.subject, 'Cancelamos tu cita%')));
    expect(mail).toBeTruthy();
    expect(
      (await professional.agent.post(`/api/trainer/appointments/${id}/status`, { status: 'no_show' }))
        .statusCode,
    ).toBe(409);
  });

  it('an admin marks a started appointment as done or missed, and may correct it', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const client = await member();
    const startsAt = new Date(Date.now() - 2 * 3_600_000);
    const [row] = await ctx.database.db
      .insert(appointments)
      .values({
        memberId: client.user.id,
        trainerId,
        typeId: freeTypeId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        blocked:
          sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${new Date(startsAt.getTime() + 3_600_000).toISOString()}::timestamptz)` as unknown as string,
        idempotencyKey: key(),
      })
      .returning({ id: appointments.id });
    const id = must(row).id;
    const missed = await admin.agent.post(`/api/admin/appointments/${id}/status`, { status: 'no_show' });
    expect(missed.statusCode, missed.body).toBe(200);
    expect(missed.json().appointment.status).toBe('no_show');
    const done = await admin.agent.post(`/api/admin/appointments/${id}/status`, { status: 'completed' });
    expect(done.json().appointment.status).toBe('completed');
    const late = await admin.agent.post(`/api/admin/appointments/${id}/status`, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta cita ya terminó: márcala como realizada o no asistida.');
    expect(
      (await admin.agent.post('/api/admin/appointments/99999999/status', { status: 'completed' })).statusCode,
    ).toBe(404);
  });
});

/** The two links of an appointment e-mail (its buttons, one per line in the text part): move, cancel. */
function linksIn(text: string): { reschedule: string; cancel: string } {
  const reschedule = /^Reprogramar: \S+\?t=(\S+)$/m.exec(text);
  const cancel = /^Cancelar: \S+\?t=(\S+)$/m.exec(text);
  return { reschedule: must(reschedule?.[1]), cancel: must(cancel?.[1]) };
}

describe('the cancel link in her e-mails', () => {
  it('cancels without signing in, once; a moved appointment’s older link and an altered one are 404', async () => {
    const client = await member();
    const [first, second] = await slotsOf(client.agent, dayAhead(27));
    const booked = await book(client.agent, must(first));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id as number;
    await ctx.app.mailer.flush();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, client.email), like(outboxEmails.subject, 'Tu cita quedó agendada%')));
    const oldLink = linksIn(must(mail).text).cancel;
    // The mail carries the invitation calendars add (METHOD:REQUEST, her booking's UID, SEQUENCE 0).
    expect(must(mail).calendar).toContain('METHOD:REQUEST');
    expect(must(mail).calendar).toContain(`UID:cita-${id}@vitalia.cl`);
    expect(must(mail).calendar).toContain('SEQUENCE:0');

    // Moving it voids the link of the first e-mail; the new e-mail carries a new one.
    expect(
      (await client.agent.post(`/api/appointments/${id}/reschedule`, { starts_at: must(second) })).statusCode,
    ).toBe(200);
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get(`/api/appointment-links/${oldLink}`)).statusCode).toBe(404);
    await ctx.app.mailer.flush();
    const [moved] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, client.email), like(outboxEmails.subject, 'Cambiamos tu cita%')));
    const link = linksIn(must(moved).text).cancel;
    expect(must(moved).calendar).toContain('SEQUENCE:1');

    const view = await anonymous.get(`/api/appointment-links/${link}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().appointment).toMatchObject({
      id,
      first_name: 'Prueba',
      status: 'confirmed',
      can_cancel: true,
    });
    expect(view.body).not.toContain(client.email);
    const altered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    const refused = await anonymous.get(`/api/appointment-links/${altered}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'Este enlace no es válido o ya venció. Entra a Mis Citas para ver tus citas.',
    );

    const cancelled = await anonymous.post(`/api/appointment-links/${link}/cancel`, { reason: 'Viaje' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().appointment.status).toBe('cancelled');
    expect((await client.agent.get(`/api/appointments/${id}`)).json().appointment.cancel_reason).toBe(
      'Viaje',
    );
    await ctx.app.mailer.flush();
    const [cancelMail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, client.email), like(outboxEmails.subject, 'Cancelamos tu cita%')));
    expect(must(cancelMail).calendar).toContain('METHOD:CANCEL');
    expect(must(cancelMail).calendar).toContain('SEQUENCE:2');
    const again = await anonymous.post(`/api/appointment-links/${link}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect((await anonymous.get(`/api/appointment-links/${link}`)).json().appointment.can_cancel).toBe(false);
  });
});

describe('consultations bought in the store', () => {
  it('a free member buys one, books a premium type with it, gets it back on cancelling, and loses it on a refund', async () => {
    const client = await member('free');
    const options = async () =>
      (await client.agent.get('/api/appointments/options')).json() as {
        allowance: { credits: number; remaining: number; sentence: string };
        types: { id: number; locked: boolean }[];
      };
    const premiumLocked = async () =>
      (await options()).types.find((type) => type.id === premiumTypeId)?.locked;
    expect(await premiumLocked()).toBe(true);
    const [first, second] = await slotsOf(client.agent, dayAhead(28), premiumTypeId);
    expect((await book(client.agent, must(first), { typeId: premiumTypeId })).statusCode).toBe(403);

    const [pack] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'consulta-individual'));
    expect((await client.agent.post('/api/cart/add', { product_id: must(pack).id })).statusCode).toBe(200);
    const checkout = (
      await client.agent.post('/api/cart/checkout', { billing: BILLING, idempotency_key: idempotencyKey() })
    ).json();
    await answerSandbox(client.agent, checkout.init_point, 'approve');
    expect((await options()).allowance).toMatchObject({
      credits: 1,
      remaining: 1,
      sentence: 'Tienes 1 consulta comprada',
    });
    expect(await premiumLocked()).toBe(false);

    const booked = await book(client.agent, must(first), { typeId: premiumTypeId });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await options()).allowance).toMatchObject({ credits: 0, sentence: NO_CONSULTATIONS_LEFT });
    expect((await options()).allowance.sentence).not.toMatch(/incluidas en tu plan/);
    // One bought, one used: the next one is refused as her plan does not include it.
    expect((await book(client.agent, must(second), { typeId: premiumTypeId })).statusCode).toBe(403);

    const id = booked.json().appointment.id as number;
    expect((await client.agent.post(`/api/appointments/${id}/cancel`, {})).statusCode).toBe(200);
    expect((await options()).allowance.credits).toBe(1);

    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const refund = await admin.agent.post(`/api/admin/payments/${checkout.order_id}/refund`, {
      reason: 'Devolución',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await options()).allowance.credits).toBe(0);
    expect(await premiumLocked()).toBe(true);
  });
});

describe('a professional reads the intake of her own clients only', () => {
  it('opens the intake of a member booked with her (audited) and answers 404 for anyone else', async () => {
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    await ctx.database.db
      .update(trainers)
      .set({ userId: professional.user.id })
      .where(eq(trainers.id, trainerId));
    const client = await member();
    const stranger = await member();
    const [slot] = await slotsOf(client.agent, dayAhead(29));
    expect((await book(client.agent, must(slot))).statusCode).toBe(201);

    const read = await professional.agent.get(`/api/trainer/members/${client.user.id}/intake`);
    expect(read.statusCode, read.body).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.read'), eq(auditLog.actorId, professional.user.id)));
    expect(entry?.subjectUserId).toBe(client.user.id);
    expect((await professional.agent.get(`/api/trainer/members/${stranger.user.id}/intake`)).statusCode).toBe(
      404,
    );
    expect((await client.agent.get(`/api/trainer/members/${stranger.user.id}/intake`)).statusCode).toBe(403);
  });
});

describe('reminder lead times from Configuración', () => {
  it('plans the reminders an admin set, with keys that name them', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const set = await admin.agent.put('/api/admin/settings', { reminder_lead_hours: [48, 2] });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const client = await member();
      const [slot] = await slotsOf(client.agent, dayAhead(31));
      const booked = await book(client.agent, must(slot));
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().appointment.id as number;
      const job = (lead: string) =>
        ctx.app.jobs.boss.getJobById(REMINDER_QUEUE, jobIdFor(REMINDER_QUEUE, `reminder:${id}:0:${lead}`));
      expect(await job('48h')).toBeTruthy();
      expect(await job('2h')).toBeTruthy();
      expect(await job('24h')).toBeFalsy();
    } finally {
      await admin.agent.put('/api/admin/settings', { reminder_lead_hours: [24, 1] });
    }
  });
});

describe('a time held while she confirms', () => {
  it('keeps others from it for a few minutes, lets her book it, and lapses on its own', async () => {
    const ana = await member();
    const bea = await member();
    const date = dayAhead(33);
    const [first, second] = await slotsOf(ana.agent, date);
    const held = await ana.agent.post('/api/appointments/hold', {
      trainer_id: trainerId,
      type_id: freeTypeId,
      starts_at: must(first),
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(Date.parse(held.json().expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);

    // Bea neither sees it nor can take it, nor hold it; Ana still sees her own (issue 45 §6).
    expect(await slotsOf(bea.agent, date)).not.toContain(first);
    expect(await slotsOf(ana.agent, date)).toContain(first);
    const taken = await book(bea.agent, must(first));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ese horario ya no está disponible');
    expect(
      (
        await bea.agent.post('/api/appointments/hold', {
          trainer_id: trainerId,
          type_id: freeTypeId,
          starts_at: must(first),
        })
      ).statusCode,
    ).toBe(409);

    // Ana books it; her hold is gone with it.
    const booked = await book(ana.agent, must(first));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(
      await ctx.database.db.select().from(appointmentHolds).where(eq(appointmentHolds.memberId, ana.user.id)),
    ).toEqual([]);

    // A hold that ran out stops keeping anyone away.
    expect(
      (
        await ana.agent.post('/api/appointments/hold', {
          trainer_id: trainerId,
          type_id: freeTypeId,
          starts_at: must(second),
        })
      ).statusCode,
    ).toBe(201);
    await ctx.database.db
      .update(appointmentHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentHolds.memberId, ana.user.id));
    ctx.app.appointmentSlots.invalidate();
    expect(await slotsOf(bea.agent, date)).toContain(second);
    expect((await book(bea.agent, must(second))).statusCode).toBe(201);
    expect((await ana.agent.delete('/api/appointments/hold')).statusCode).toBe(200);
  });
});

describe('the consultations each plan includes', () => {
  it('an admin sets them per plan (audited); a member sees her new allowance; bad values change nothing', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    const before = (await admin.agent.get('/api/admin/plan-allowances')).json().allowances;
    try {
      const saved = await admin.agent.put('/api/admin/plan-allowances', { free: 0, premium: 2, prime: 6 });
      expect(saved.statusCode, saved.body).toBe(200);
      const client = await member('premium');
      const options = (await client.agent.get('/api/appointments/options')).json();
      expect(options.allowance).toMatchObject({
        included: 2,
        remaining: 2,
        sentence: 'Te quedan 2 consultas este mes',
      });
      const bad = await admin.agent.put('/api/admin/plan-allowances', { free: 0, premium: 40, prime: 6 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Escribe un número entre 0 y 31.');
      expect((await admin.agent.get('/api/admin/plan-allowances')).json().allowances.premium).toBe(2);
      expect(
        (await client.agent.put('/api/admin/plan-allowances', { free: 9, premium: 9, prime: 9 })).statusCode,
      ).toBe(403);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'plan.allowance'));
      expect(entry).toBeTruthy();
    } finally {
      await admin.agent.put('/api/admin/plan-allowances', before);
    }
  });
});

describe('reminders across two instances', () => {
  it('a booking retried on another instance plans its reminders once, and the due one is sent once', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    await second.ready();
    try {
      const { agent, email, password } = await member();
      const other = new TestAgent(second);
      expect((await other.post('/api/auth/login', { email, password })).statusCode).toBe(200);
      const [slot] = await slotsOf(agent, dayAhead(34));
      const idempotencyKey = key();
      const [first, replay] = await Promise.all([
        book(agent, must(slot), { idempotencyKey }),
        book(other, must(slot), { idempotencyKey }),
      ]);
      expect([first.statusCode, replay.statusCode].sort()).toEqual([200, 201]);
      const id = first.json().appointment.id as number;
      expect(replay.json().appointment.id).toBe(id);

      // The 24 h reminder falls due now: both instances' workers look for it; one sends it.
      const jobId = jobIdFor(REMINDER_QUEUE, `reminder:${id}:0:24h`);
      await ctx.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${REMINDER_QUEUE} and id = ${jobId}::uuid`,
      );
      await eventually(
        async () => (await ctx.app.jobs.boss.getJobById(REMINDER_QUEUE, jobId))?.state === 'completed',
        'the reminder job completed',
        10_000,
      );
      await ctx.app.mailer.flush();
      await second.mailer.flush();
      const sent = await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, 'Recordatorio%')));
      expect(sent).toHaveLength(1);
      expect(must(sent[0]).subject).toBe('Recordatorio: tu cita es mañana');
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('the reschedule link in her e-mails', () => {
  it('moves the appointment without signing in, to a time the same professional offers; nothing else', async () => {
    const client = await member();
    const date = dayAhead(35);
    const [first, , third] = await slotsOf(client.agent, date);
    const booked = await book(client.agent, must(first));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id as number;
    await ctx.app.mailer.flush();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, client.email), like(outboxEmails.subject, 'Tu cita quedó agendada%')));
    const links = linksIn(must(mail).text);
    const anonymous = new TestAgent(ctx.app);

    const view = await anonymous.get(`/api/appointment-links/${links.reschedule}`);
    expect(view.json().appointment).toMatchObject({ purpose: 'reschedule', can_reschedule: true });
    const slots = await anonymous.get(`/api/appointment-links/${links.reschedule}/slots?date=${date}`);
    expect(slots.statusCode, slots.body).toBe(200);
    const offered = (slots.json() as { slots: { starts_at: string; trainer_id: number }[] }).slots;
    expect(offered.every((slot) => slot.trainer_id === trainerId)).toBe(true);
    expect(offered.map((slot) => slot.starts_at)).toContain(third);
    // The month of days the link's calendar shows: the same answer as /agenda's for her professional.
    const month = date.slice(0, 7);
    const days = await anonymous.get(`/api/appointment-links/${links.reschedule}/days?month=${month}`);
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().days).toContain(date);
    expect(days.json().days).toEqual(
      (
        await client.agent.get(
          `/api/appointments/available-days?month=${month}&trainer_id=${trainerId}&type_id=${freeTypeId}`,
        )
      ).json().days,
    );
    expect(
      (await anonymous.get(`/api/appointment-links/${links.cancel}/days?month=${month}`)).statusCode,
    ).toBe(404);
    expect(
      (await anonymous.get(`/api/appointment-links/${links.reschedule}/days?month=2026-13`)).statusCode,
    ).toBe(400);

    // Each link does its one thing: the cancel link cannot move it, the move link cannot cancel it.
    expect(
      (await anonymous.post(`/api/appointment-links/${links.cancel}/reschedule`, { starts_at: third }))
        .statusCode,
    ).toBe(404);
    expect((await anonymous.post(`/api/appointment-links/${links.reschedule}/cancel`, {})).statusCode).toBe(
      404,
    );
    expect(
      (await anonymous.get(`/api/appointment-links/${links.cancel}/slots?date=${date}`)).statusCode,
    ).toBe(404);

    const moved = await anonymous.post(`/api/appointment-links/${links.reschedule}/reschedule`, {
      starts_at: third,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await client.agent.get(`/api/appointments/${id}`)).json().appointment).toMatchObject({
      starts_at: third,
      reschedule_count: 1,
    });
    // Spent: both links of the first e-mail named the old version.
    expect((await anonymous.get(`/api/appointment-links/${links.reschedule}`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/appointment-links/${links.cancel}`)).statusCode).toBe(404);
  });
});

describe('a professional’s own hours', () => {
  it('she reads and edits her week and time off; another professional’s time off is a 404; an unlinked account is told', async () => {
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    const unlinked = await signedInAgent(ctx.app, { role: 'trainer' });
    const [own] = await ctx.database.db
      .insert(trainers)
      .values({
        slug: `propia-${Date.now()}`,
        name: 'Paula Propia',
        specialization: 'Kinesiología',
        experienceYears: 2,
        userId: professional.user.id,
      })
      .returning({ id: trainers.id });
    const week = await professional.agent.put('/api/trainer/availability/weekly', {
      time_zone: 'America/Santiago',
      hours: [{ weekday: 2, start_minute: 9 * 60, end_minute: 13 * 60 }],
    });
    expect(week.statusCode, week.body).toBe(200);
    const read = await professional.agent.get('/api/trainer/availability');
    expect(read.statusCode).toBe(200);
    expect(read.json().trainer.id).toBe(must(own).id);

    const [othersOff] = await ctx.database.db
      .insert(timeOff)
      .values({
        trainerId,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .returning({ id: timeOff.id });
    expect(
      (await professional.agent.delete(`/api/trainer/availability/time-off/${must(othersOff).id}`))
        .statusCode,
    ).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(timeOff)
        .where(eq(timeOff.id, must(othersOff).id)),
    ).toHaveLength(1);

    const refused = await unlinked.agent.get('/api/trainer/availability');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      'Tu cuenta no está vinculada a una profesional del equipo. Pídeselo a la administración.',
    );
    expect((await (await member()).agent.get('/api/trainer/availability')).statusCode).toBe(403);
  });
});
