import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  appointments,
  appointmentTypes,
  classRegistrations,
  liveClasses,
  trainers,
} from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** The personal calendar feed (issue 20, ADR 0039) on PGlite and PostgreSQL. */
let ctx: TestContext;
const HOUR = 3_600_000;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

const range = (start: Date, minutes: number) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${new Date(start.getTime() + minutes * 60_000).toISOString()}::timestamptz)` as unknown as string;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('personal calendar feed', () => {
  it('holds her appointments and classes, a trainer’s own, and stops working when she asks for a new address', async () => {
    const db = ctx.database.db;
    const member = await signedInAgent(ctx.app);
    const professional = await signedInAgent(ctx.app, { role: 'trainer' });
    const [trainer] = await db
      .insert(trainers)
      .values({
        slug: 'feed-prueba',
        name: 'Fernanda Feed',
        specialization: 'Nutrición',
        experienceYears: 3,
        userId: professional.user.id,
      })
      .returning({ id: trainers.id });
    const [type] = await db.select().from(appointmentTypes).limit(1);
    const startsAt = new Date(Date.now() + 50 * HOUR);
    const [appointment] = await db
      .insert(appointments)
      .values({
        memberId: member.user.id,
        trainerId: must(trainer).id,
        typeId: must(type).id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        blocked: range(startsAt, 60),
        idempotencyKey: crypto.randomUUID(),
      })
      .returning({ id: appointments.id });
    const classStart = new Date(Date.now() + 80 * HOUR);
    const [live] = await db
      .insert(liveClasses)
      .values({
        slug: `feed-${Date.now()}`,
        kind: 'class',
        title: 'Clase del feed',
        description: '',
        trainerId: must(trainer).id,
        startsAt: classStart,
        durationMinutes: 45,
        during: range(classStart, 45),
        capacity: 5,
        seatsTaken: 1,
      })
      .returning({ id: liveClasses.id });
    await db
      .insert(classRegistrations)
      .values({ classId: must(live).id, memberId: member.user.id, status: 'registered' });

    const answer = await member.agent.get('/api/calendar-feed');
    expect(answer.statusCode, answer.body).toBe(200);
    const url = (answer.json() as { url: string }).url;
    expect(url).toMatch(/\/api\/calendar\/\d+-1-[A-Za-z0-9_-]{32}\.ics$/);

    // Read without a session, as a calendar app does.
    const anonymous = new TestAgent(ctx.app);
    const feed = await anonymous.get(pathOf(url));
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`UID:cita-${must(appointment).id}@vitalia.cl`);
    expect(feed.body).toContain(`UID:clase-${must(live).id}-${member.user.id}@vitalia.cl`);
    expect(feed.body).toContain('X-WR-CALNAME:Vitalia');

    const theirs = (await professional.agent.get('/api/calendar-feed')).json() as { url: string };
    const trainerFeed = await anonymous.get(pathOf(theirs.url));
    expect(trainerFeed.body).toContain(`UID:cita-${must(appointment).id}@vitalia.cl`);
    expect(trainerFeed.body).toContain(`con ${member.user.firstName}`);
    expect(trainerFeed.body).not.toContain(member.user.email);
    expect(trainerFeed.body).toContain('SUMMARY:Clase del feed con Fernanda Feed');

    // Another member's id with her signature, one changed letter, or garbage: all 404, the same way.
    const token = must(/\/api\/calendar\/(\d+)-(\d+)-(.{32})\.ics$/.exec(url));
    const signature = must(token[3]);
    const altered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `/api/calendar/${professional.user.id}-1-${signature}.ics`,
      `/api/calendar/${token[1]}-1-${altered}.ics`,
      `/api/calendar/${token[1]}-2-${signature}.ics`,
      '/api/calendar/hola.ics',
      `/api/calendar/${token[1]}-1-${signature}`,
    ]) {
      const refused = await anonymous.get(forged);
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.json().message).toBe('Este calendario no existe o se dio de baja.');
    }

    const reset = await member.agent.post('/api/calendar-feed/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = (reset.json() as { url: string }).url;
    expect(fresh).not.toBe(url);
    expect((await anonymous.get(pathOf(url))).statusCode).toBe(404);
    expect((await anonymous.get(pathOf(fresh))).statusCode).toBe(200);
    expect((await anonymous.get('/api/calendar-feed')).statusCode).toBe(401);

    // A suspended account's feed goes dark too.
    await ctx.database.db.execute(sql`update users set status = 'suspended' where id = ${member.user.id}`);
    expect((await anonymous.get(pathOf(fresh))).statusCode).toBe(404);
    expect(
      await db
        .select()
        .from(liveClasses)
        .where(eq(liveClasses.id, must(live).id)),
    ).toHaveLength(1);
  });

  it('answers an empty calendar for someone with nothing booked', async () => {
    const member = await signedInAgent(ctx.app);
    const url = ((await member.agent.get('/api/calendar-feed')).json() as { url: string }).url;
    const feed = await new TestAgent(ctx.app).get(pathOf(url));
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(feed.body).not.toContain('BEGIN:VEVENT');
  });
});

describe('GET /activities', () => {
  it('lists her own bookings and classes, newest first, and nobody else’s', async () => {
    const db = ctx.database.db;
    const member = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const [trainer] = await db
      .insert(trainers)
      .values({
        slug: `act-${Date.now()}`,
        name: 'Ana Actividad',
        specialization: 'Yoga',
        experienceYears: 2,
      })
      .returning({ id: trainers.id });
    const classStart = new Date(Date.now() + 30 * HOUR);
    const [live] = await db
      .insert(liveClasses)
      .values({
        slug: `act-${Date.now()}`,
        kind: 'webinar',
        title: 'Webinar de actividad',
        description: '',
        trainerId: must(trainer).id,
        startsAt: classStart,
        durationMinutes: 60,
        during: range(classStart, 60),
        capacity: 5,
        requiredPlan: 'free',
      })
      .returning({ id: liveClasses.id });
    expect((await member.agent.post(`/api/webinars/${must(live).id}/register`)).statusCode).toBe(201);
    expect((await member.agent.post(`/api/webinars/${must(live).id}/cancel-registration`)).statusCode).toBe(
      200,
    );

    const answer = await member.agent.get('/api/activities');
    expect(answer.statusCode, answer.body).toBe(200);
    const items = (answer.json() as { items: { kind: string; title: string }[] }).items;
    expect(items[0]).toMatchObject({
      kind: 'class-cancelled',
      title: expect.stringContaining('Webinar de actividad'),
    });
    expect(((await other.agent.get('/api/activities')).json() as { items: unknown[] }).items).toEqual([]);
    expect((await new TestAgent(ctx.app).get('/api/activities')).statusCode).toBe(401);
  });
});
