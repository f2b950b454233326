import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CreateClassResponse, LiveClass } from '@vitalia/shared/classes';
import {
  appointments,
  appointmentTypes,
  classRegistrations,
  liveClasses,
  notifications,
  outboxEmails,
  trainers,
} from '../../../db/schema/index';
import { jobIdFor } from '../../../plugins/app/jobs/job-queue';
import { CLASS_REMINDER_QUEUE, OFFER_LAPSE_QUEUE } from '../../../plugins/app/classes/class-notices';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** Live classes and webinars (issue 20) on PGlite and PostgreSQL: seats, waitlist, admin, isolation. */
let ctx: TestContext;
let admin: TestAgent;
let trainerId: number;
let otherTrainerId: number;
const ZONE = 'America/Santiago';
const HOUR = 3_600_000;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

/** A free hour of our test trainer: every class of a test gets its own, far from the others. */
let nextHour = 48;
const freshStart = () => new Date(Date.now() + (nextHour += 3) * HOUR).toISOString();

beforeAll(async () => {
  ctx = await buildTestApp();
  const [trainer, other] = await ctx.database.db
    .insert(trainers)
    .values([
      { slug: 'clases-prueba', name: 'Carla Clases', specialization: 'Yoga', experienceYears: 4 },
      { slug: 'clases-otra', name: 'Olivia Otra', specialization: 'Pilates', experienceYears: 6 },
    ])
    .returning({ id: trainers.id });
  trainerId = must(trainer).id;
  otherTrainerId = must(other).id;
  admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
});
afterAll(() => ctx.close());

async function member(plan: 'free' | 'premium' | 'prime' = 'premium') {
  const created = await signedInAgent(ctx.app);
  if (plan !== 'free') await ctx.app.usersRepository.update(created.user.id, { planType: plan });
  return created;
}

async function createClass(overrides: Record<string, unknown> = {}): Promise<LiveClass> {
  const response = await admin.post('/api/admin/webinars', {
    kind: 'class',
    title: 'Yoga de prueba',
    description: 'Para las pruebas',
    trainer_id: trainerId,
    starts_at: freshStart(),
    duration_minutes: 60,
    capacity: 5,
    level: 'todos',
    required_plan: 'premium',
    meeting_url: 'https://meet.example.cl/yoga',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return must((response.json() as CreateClassResponse).classes[0]);
}

const seatsTaken = async (id: number) =>
  must((await ctx.database.db.select().from(liveClasses).where(eq(liveClasses.id, id)))[0]).seatsTaken;

const view = async (agent: TestAgent, id: number) => {
  const response = await agent.get(`/api/webinars/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { class: LiveClass }).class;
};

describe('registration', () => {
  it('gives a seat once, hides the link until 15 minutes before, and refuses a plan that does not include it', async () => {
    const live = await createClass();
    const { agent } = await member('premium');
    const first = await agent.post(`/api/webinars/${live.id}/register`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('¡Listo! Tienes tu cupo en la clase.');
    const again = await agent.post(`/api/webinars/${live.id}/register`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Ya tienes tu cupo en esta clase.');
    expect(await seatsTaken(live.id)).toBe(1);

    const seen = await view(agent, live.id);
    expect(seen.mine?.status).toBe('registered');
    expect(seen.seats_left).toBe(4);
    expect(seen.meeting_url).toBeNull();

    // Ten minutes from the start the link appears for her, and for nobody without a seat.
    const soon = new Date(Date.now() + 10 * 60_000);
    await ctx.database.db
      .update(liveClasses)
      .set({
        startsAt: soon,
        during:
          sql`tstzrange(${soon.toISOString()}::timestamptz, ${new Date(soon.getTime() + HOUR).toISOString()}::timestamptz)` as unknown as string,
      })
      .where(eq(liveClasses.id, live.id));
    expect((await view(agent, live.id)).meeting_url).toBe('https://meet.example.cl/yoga');
    const stranger = await member('premium');
    expect((await view(stranger.agent, live.id)).meeting_url).toBeNull();

    const free = await member('free');
    const refused = await free.agent.post(`/api/webinars/${live.id}/register`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/plan Premium/);
    expect((await view(free.agent, live.id)).locked).toBe(true);

    expect((await new TestAgent(ctx.app).post(`/api/webinars/${live.id}/register`)).statusCode).toBe(401);
    expect((await agent.post('/api/webinars/99999999/register')).statusCode).toBe(404);
    expect((await agent.post('/api/webinars/abc/register')).statusCode).toBe(404);
  });

  it('under 50 concurrent registrations takes exactly the capacity, and the rest hear it is full', async () => {
    const live = await createClass({ capacity: 7 });
    const members = await Promise.all(Array.from({ length: 50 }, () => member('premium')));
    const answers = await Promise.all(
      members.map(({ agent }) => agent.post(`/api/webinars/${live.id}/register`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(7);
    expect(codes.filter((code) => code === 409)).toHaveLength(43);
    const full = must(answers.find((answer) => answer.statusCode === 409));
    expect(full.json()).toMatchObject({
      code: 'CLASS_FULL',
      message: 'Esta clase está llena. Puedes unirte a la lista de espera.',
    });
    expect(await seatsTaken(live.id)).toBe(7);
    const rows = await ctx.database.db
      .select()
      .from(classRegistrations)
      .where(and(eq(classRegistrations.classId, live.id), eq(classRegistrations.status, 'registered')));
    expect(rows).toHaveLength(7);
  });

  it('a double click (two requests at once) takes one seat', async () => {
    const live = await createClass({ capacity: 3 });
    const { agent } = await member('premium');
    const answers = await Promise.all([1, 2, 3].map(() => agent.post(`/api/webinars/${live.id}/register`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await seatsTaken(live.id)).toBe(1);
  });

  it('plans reminders in the registration’s transaction and gives an .ics only to a seat holder', async () => {
    const live = await createClass();
    const { agent, user, email } = await member('premium');
    expect((await agent.post(`/api/webinars/${live.id}/register`)).statusCode).toBe(201);
    const [registration] = await ctx.database.db
      .select()
      .from(classRegistrations)
      .where(and(eq(classRegistrations.classId, live.id), eq(classRegistrations.memberId, user.id)));
    for (const lead of ['24h', '1h']) {
      const job = await ctx.app.jobs.boss.getJobById(
        CLASS_REMINDER_QUEUE,
        jobIdFor(CLASS_REMINDER_QUEUE, `class-reminder:${must(registration).id}:${live.starts_at}:${lead}`),
      );
      expect(job, lead).toBeTruthy();
    }
    await ctx.app.mailer.flush();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, 'Tienes tu cupo%')));
    expect(mail?.calendar).toContain('METHOD:REQUEST');
    expect(mail?.calendar).toContain(`UID:clase-${live.id}-${user.id}@vitalia.cl`);
    const ics = await agent.get(`/api/webinars/${live.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain(`UID:clase-${live.id}-${user.id}@vitalia.cl`);
    expect(ics.body).toContain('METHOD:PUBLISH');
    const stranger = await member('premium');
    expect((await stranger.agent.get(`/api/webinars/${live.id}/calendar.ics`)).statusCode).toBe(404);

    const agenda = (await agent.get('/api/agenda')).json() as { items: { kind: string; id: number }[] };
    expect(agenda.items).toContainEqual(expect.objectContaining({ kind: 'class', id: live.id }));
  });
});

describe('waitlist', () => {
  it('offers a freed seat to the first in line, who takes it; a lapsed offer passes to the next', async () => {
    const live = await createClass({ capacity: 1 });
    const ana = await member('premium');
    const bea = await member('premium');
    const cata = await member('premium');
    expect((await ana.agent.post(`/api/webinars/${live.id}/register`)).statusCode).toBe(201);
    expect((await bea.agent.post(`/api/webinars/${live.id}/register`)).statusCode).toBe(409);
    // While a seat is free there is no line to join.
    const joined = await bea.agent.post(`/api/webinars/${live.id}/waitlist`);
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await bea.agent.post(`/api/webinars/${live.id}/waitlist`)).statusCode).toBe(200);
    expect((await cata.agent.post(`/api/webinars/${live.id}/waitlist`)).statusCode).toBe(201);
    expect((await view(bea.agent, live.id)).mine?.waitlist_position).toBe(1);
    expect((await view(cata.agent, live.id)).mine?.waitlist_position).toBe(2);

    // Ana leaves: the seat is held for Bea (offered), not given to whoever asks next.
    const left = await ana.agent.post(`/api/webinars/${live.id}/cancel-registration`);
    expect(left.statusCode, left.body).toBe(200);
    const offered = await view(bea.agent, live.id);
    expect(offered.mine?.status).toBe('offered');
    expect(offered.seats_left).toBe(0);
    expect(Date.parse(must(offered.mine?.offer_expires_at))).toBeGreaterThan(Date.now());
    expect((await view(cata.agent, live.id)).mine?.waitlist_position).toBe(1);
    expect((await ana.agent.post(`/api/webinars/${live.id}/register`)).statusCode).toBe(409);
    const [bell] = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, bea.user.id), eq(notifications.title, 'Se liberó un cupo para ti')),
      );
    expect(bell).toBeTruthy();

    const taken = await bea.agent.post(`/api/webinars/${live.id}/register`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().message).toBe('¡Listo! Tomaste el cupo que te reservamos.');
    expect((await view(bea.agent, live.id)).mine?.status).toBe('registered');

    // Bea leaves too: Cata gets the offer, lets it lapse (its job runs), and the seat is free again.
    expect((await bea.agent.post(`/api/webinars/${live.id}/cancel-registration`)).statusCode).toBe(200);
    const [cataRow] = await ctx.database.db
      .select()
      .from(classRegistrations)
      .where(and(eq(classRegistrations.classId, live.id), eq(classRegistrations.memberId, cata.user.id)));
    const offer = must(cataRow);
    expect(offer.status).toBe('offered');
    const job = await ctx.app.jobs.boss.getJobById(
      OFFER_LAPSE_QUEUE,
      jobIdFor(OFFER_LAPSE_QUEUE, `class-offer:${offer.id}:${offer.offerCount}`),
    );
    expect(job?.startAfter?.getTime()).toBe(offer.offerExpiresAt?.getTime());
    await ctx.app.classSeats.lapseOffer({ registrationId: offer.id, offerCount: offer.offerCount });
    await ctx.app.classSeats.lapseOffer({ registrationId: offer.id, offerCount: offer.offerCount });
    const after = await view(cata.agent, live.id);
    expect(after.mine?.status).toBe('lapsed');
    expect(after.seats_left).toBe(1);
    expect(await seatsTaken(live.id)).toBe(0);
  });

  it('an admin’s larger capacity offers the new seats to the line at once', async () => {
    const live = await createClass({ capacity: 1 });
    const first = await member('premium');
    const second = await member('premium');
    await first.agent.post(`/api/webinars/${live.id}/register`);
    expect((await second.agent.post(`/api/webinars/${live.id}/waitlist`)).statusCode).toBe(201);
    const smaller = await admin.put(`/api/admin/webinars/${live.id}`, { capacity: 0 });
    expect(smaller.statusCode).toBe(400);
    const grown = await admin.put(`/api/admin/webinars/${live.id}`, { capacity: 2 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await view(second.agent, live.id)).mine?.status).toBe('offered');
  });
});

describe('admin', () => {
  it('creates a weekly series at the same wall-clock time in the trainer’s zone, each with its own seats', async () => {
    const first = Temporal.Now.zonedDateTimeISO(ZONE)
      .toPlainDate()
      .add({ days: 30 })
      .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from('07:00') });
    const until = first.toPlainDate().add({ days: 27 }).toString();
    const response = await admin.post('/api/admin/webinars', {
      kind: 'class',
      title: 'Serie semanal',
      trainer_id: otherTrainerId,
      starts_at: first.toInstant().toString(),
      duration_minutes: 45,
      capacity: 10,
      repeat: { weekdays: [first.dayOfWeek], until },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as CreateClassResponse;
    expect(created.classes).toHaveLength(4);
    expect(created.message).toBe('Serie creada: 4 clases.');
    for (const session of created.classes) {
      const zoned = Temporal.Instant.from(session.starts_at).toZonedDateTimeISO(ZONE);
      expect(zoned.hour).toBe(7);
      expect(session.series_id).toBe(must(created.classes[0]).series_id);
    }
  });

  it('cancels what is left of a weekly series, telling its members, once', async () => {
    const first = Temporal.Now.zonedDateTimeISO(ZONE)
      .toPlainDate()
      .add({ days: 70 })
      .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from('07:30') });
    const created = await admin.post('/api/admin/webinars', {
      kind: 'class',
      title: 'Serie a cancelar',
      trainer_id: otherTrainerId,
      starts_at: first.toInstant().toString(),
      duration_minutes: 30,
      capacity: 5,
      required_plan: 'free',
      repeat: { weekdays: [first.dayOfWeek], until: first.toPlainDate().add({ days: 20 }).toString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sessions = (created.json() as CreateClassResponse).classes;
    expect(sessions).toHaveLength(3);
    const seriesId = must(sessions[0]?.series_id);
    const { agent, user } = await member('free');
    expect((await agent.post(`/api/webinars/${must(sessions[1]).id}/register`)).statusCode).toBe(201);

    const cancelled = await admin.post(`/api/admin/webinars/series/${seriesId}/cancel`, {
      reason: 'Fin de temporada',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelled: 3,
      message: 'Cancelamos las 3 clases que quedaban de la serie. Avisamos a las personas inscritas.',
    });
    for (const session of sessions) expect((await view(admin, session.id)).status).toBe('cancelled');
    const [bell] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Clase cancelada')));
    expect(bell).toBeTruthy();
    expect((await admin.post(`/api/admin/webinars/series/${seriesId}/cancel`, {})).statusCode).toBe(404);
    expect((await agent.post(`/api/admin/webinars/series/${seriesId}/cancel`, {})).statusCode).toBe(403);
  });

  it('refuses a time the trainer already teaches or has an appointment, and bad input, in Spanish', async () => {
    const live = await createClass({ title: 'Clase ocupada' });
    const clash = await admin.post('/api/admin/webinars', {
      kind: 'webinar',
      title: 'Choca',
      trainer_id: trainerId,
      starts_at: new Date(Date.parse(live.starts_at) + 30 * 60_000).toISOString(),
      duration_minutes: 60,
      capacity: 10,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('La profesional ya tiene una clase en ese horario: «Clase ocupada».');

    // Moving another class onto it (a drag on the calendar) is refused the same way, and changes nothing.
    const other = await createClass();
    const moved = await admin.put(`/api/admin/webinars/${other.id}`, { starts_at: live.starts_at });
    expect(moved.statusCode).toBe(409);
    expect((await view(admin, other.id)).starts_at).toBe(other.starts_at);

    const someone = await member('premium');
    const [type] = await ctx.database.db.select().from(appointmentTypes).limit(1);
    const startsAt = new Date(freshStart());
    await ctx.database.db.insert(appointments).values({
      memberId: someone.user.id,
      trainerId,
      typeId: must(type).id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      blocked:
        sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${new Date(startsAt.getTime() + HOUR).toISOString()}::timestamptz)` as unknown as string,
      idempotencyKey: crypto.randomUUID(),
    });
    const onAppointment = await admin.put(`/api/admin/webinars/${other.id}`, {
      starts_at: startsAt.toISOString(),
    });
    expect(onAppointment.statusCode).toBe(409);
    expect(onAppointment.json().message).toBe(
      'La profesional tiene una cita agendada en ese horario. Elige otra hora.',
    );

    const before = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(liveClasses))[0]?.n;
    for (const body of [
      {
        kind: 'class',
        title: '',
        trainer_id: trainerId,
        starts_at: freshStart(),
        duration_minutes: 60,
        capacity: 5,
      },
      {
        kind: 'class',
        title: 'Cupos',
        trainer_id: trainerId,
        starts_at: freshStart(),
        duration_minutes: 60,
        capacity: 0,
      },
      {
        kind: 'class',
        title: 'Enlace',
        trainer_id: trainerId,
        starts_at: freshStart(),
        duration_minutes: 60,
        capacity: 5,
        meeting_url: 'http://x.cl',
      },
      {
        kind: 'class',
        title: 'Pasado',
        trainer_id: trainerId,
        starts_at: '2020-01-01T10:00:00Z',
        duration_minutes: 60,
        capacity: 5,
      },
      {
        kind: 'class',
        title: 'Serie',
        trainer_id: trainerId,
        starts_at: freshStart(),
        duration_minutes: 60,
        capacity: 5,
        repeat: { weekdays: [], until: '2027-01-01' },
      },
    ]) {
      const response = await admin.post('/api/admin/webinars', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/[áéíóúñ]|Escribe|Elige|debe/);
    }
    const after = (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(liveClasses))[0]?.n;
    expect(after).toBe(before);
    const wide = await admin.get('/api/admin/webinars/calendar?from=2026-01-01&to=2026-12-31');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe('Pide un rango de hasta 93 días.');
  });

  it('cancels a class: every member with a place is told, and nobody can register any more', async () => {
    const live = await createClass();
    const { agent, user } = await member('premium');
    await agent.post(`/api/webinars/${live.id}/register`);
    const cancelled = await admin.post(`/api/admin/webinars/${live.id}/cancel`, { reason: 'Enfermedad' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await admin.post(`/api/admin/webinars/${live.id}/cancel`, {})).statusCode).toBe(409);
    const [bell] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Clase cancelada')));
    expect(bell).toBeTruthy();
    const again = await (await member('premium')).agent.post(`/api/webinars/${live.id}/register`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta clase fue cancelada.');
    const members = await member('premium');
    expect((await members.agent.get('/api/admin/webinars')).statusCode).toBe(403);
  });
});

describe('trainers', () => {
  it('a trainer lists her own classes and their attendees; another trainer’s class is a 404', async () => {
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    const colleague = await signedInAgent(ctx.app, { role: 'trainer' });
    await ctx.database.db
      .update(trainers)
      .set({ userId: professional.user.id })
      .where(eq(trainers.id, otherTrainerId));
    const live = await createClass({ trainer_id: otherTrainerId, starts_at: freshStart() });
    const { agent, user } = await member('premium');
    await agent.post(`/api/webinars/${live.id}/register`);

    const mine = await professional.agent.get('/api/trainer/classes');
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { classes: LiveClass[] }).classes.map((row) => row.id)).toContain(live.id);
    const attendees = await professional.agent.get(`/api/trainer/classes/${live.id}/attendees`);
    expect(attendees.statusCode, attendees.body).toBe(200);
    expect(attendees.json().attendees).toEqual([
      expect.objectContaining({ member: { id: user.id, name: expect.any(String) }, status: 'registered' }),
    ]);
    expect(JSON.stringify(attendees.json())).not.toContain(user.email);
    // Her own class: she sees the link, and cannot take a seat in it.
    expect((await view(professional.agent, live.id)).meeting_url).toBe('https://meet.example.cl/yoga');
    expect((await professional.agent.post(`/api/webinars/${live.id}/register`)).statusCode).toBe(409);

    expect((await colleague.agent.get(`/api/trainer/classes/${live.id}/attendees`)).statusCode).toBe(404);
    expect((await agent.get(`/api/trainer/classes/${live.id}/attendees`)).statusCode).toBe(403);
  });
});
