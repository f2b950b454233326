import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { appointments, appointmentTypes, trainers } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** Each consultation's own video room (issue 45 §5, ADR 0074), on PGlite and PostgreSQL. */
let ctx: TestContext;
let member: Awaited<ReturnType<typeof signedInAgent>>;
let otherMember: Awaited<ReturnType<typeof signedInAgent>>;
let professional: Awaited<ReturnType<typeof signedInAgent>>;
let otherProfessional: Awaited<ReturnType<typeof signedInAgent>>;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let trainerId: number;
let onlineTypeId: number;
let inPersonTypeId: number;
const MINUTE = 60_000;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('valor ausente');
  return value;
}

/** An appointment of `member`'s with the professional, starting `inMinutes` from now (45 min long). */
async function appointment(inMinutes: number, typeId = onlineTypeId, memberId = member.user.id) {
  const startsAt = new Date(Date.now() + inMinutes * MINUTE);
  const endsAt = new Date(startsAt.getTime() + 45 * MINUTE);
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      memberId,
      trainerId,
      typeId,
      startsAt,
      endsAt,
      blocked: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
      idempotencyKey: crypto.randomUUID(),
    })
    .returning({ id: appointments.id, roomKey: appointments.roomKey });
  return must(row);
}

beforeAll(async () => {
  ctx = await buildTestApp();
  member = await signedInAgent(ctx.app);
  otherMember = await signedInAgent(ctx.app);
  professional = await signedInAgent(ctx.app, { role: 'trainer' });
  otherProfessional = await signedInAgent(ctx.app, { role: 'trainer' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  const db = ctx.database.db;
  const [trainer] = await db
    .insert(trainers)
    .values({
      slug: 'sala-prueba',
      name: 'Sara Sala',
      specialization: 'Nutrición',
      experienceYears: 4,
      userId: professional.user.id,
    })
    .returning({ id: trainers.id });
  trainerId = must(trainer).id;
  const common = {
    durationMinutes: 45,
    slotIntervalMinutes: 45,
    requiredPlan: 'free' as const,
    position: 10,
  };
  const [online, inPerson] = await db
    .insert(appointmentTypes)
    .values([
      // The old way: one meeting address stored on the type, the same for every consultation.
      {
        ...common,
        name: 'Control online',
        modality: 'online' as const,
        location: 'https://meet.vitalia.cl/consulta',
      },
      {
        ...common,
        name: 'Control presencial',
        modality: 'presencial' as const,
        location: 'Av. Providencia 1234',
      },
    ])
    .returning({ id: appointmentTypes.id });
  onlineTypeId = must(online).id;
  inPersonTypeId = must(inPerson).id;
});
afterAll(() => ctx.close());

describe('a private video room per consultation', () => {
  it('opens 15 minutes before to the member and her professional, at an address of its own', async () => {
    const soon = await appointment(10);
    const fromMember = await member.agent.get(`/api/appointments/${soon.id}/room`);
    expect(fromMember.statusCode, fromMember.body).toBe(200);
    const url: string = fromMember.json().url;
    expect(url).toBe(`https://meet.jit.si/vitalia-${soon.roomKey}`);
    // At least 128 unguessable bits: 64 hex characters (244 random bits) drawn by the database.
    expect(soon.roomKey).toMatch(/^[0-9a-f]{64}$/);
    const fromProfessional = await professional.agent.get(`/api/appointments/${soon.id}/room`);
    expect(fromProfessional.statusCode).toBe(200);
    expect(fromProfessional.json().url).toBe(url);
    // The shared address stored on the type is shown nowhere any more.
    const shown = await member.agent.get(`/api/appointments/${soon.id}`);
    expect(shown.json().appointment.location).toBeNull();
    expect(shown.json().appointment.room.opens_at).toBe(fromMember.json().opens_at);
    expect(shown.body).not.toContain('meet.vitalia.cl');
  });

  it('no two appointments share a room, and nobody else gets one: another member, professional or an admin', async () => {
    // (One professional: her appointments never overlap, so each test uses times of its own.)
    const first = await appointment(60);
    const second = await appointment(120, onlineTypeId, otherMember.user.id);
    expect(first.roomKey).not.toBe(second.roomKey);
    const keys = await ctx.database.db.select({ key: appointments.roomKey }).from(appointments);
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
    for (const stranger of [otherMember, otherProfessional, admin]) {
      const answer = await stranger.agent.get(`/api/appointments/${first.id}/room`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(M.notFound);
    }
    expect((await member.agent.get('/api/appointments/2147483000/room')).statusCode).toBe(404);
  });

  it('is closed before its 15 minutes, after it ends, when cancelled, and does not exist in person', async () => {
    const tomorrow = await appointment(24 * 60);
    const early = await member.agent.get(`/api/appointments/${tomorrow.id}/room`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.roomNotYet);
    expect(early.body).not.toContain(tomorrow.roomKey);

    const long = await appointment(-3 * 60);
    expect((await member.agent.get(`/api/appointments/${long.id}/room`)).json().message).toBe(M.roomEnded);

    const cancelled = await appointment(200);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'member' })
      .where(eq(appointments.id, cancelled.id));
    const closed = await member.agent.get(`/api/appointments/${cancelled.id}/room`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(M.roomClosed);
    expect((await member.agent.get(`/api/appointments/${cancelled.id}`)).json().appointment.room).toBeNull();

    const inPerson = await appointment(300, inPersonTypeId);
    expect((await member.agent.get(`/api/appointments/${inPerson.id}/room`)).json().message).toBe(
      M.roomInPerson,
    );
    const shown = (await member.agent.get(`/api/appointments/${inPerson.id}`)).json().appointment;
    expect(shown.room).toBeNull();
    expect(shown.location).toBe('Av. Providencia 1234');
  });

  it('a moved appointment keeps its room', async () => {
    const moving = await appointment(26 * 60);
    // Moved to one that ended 55 minutes ago: still inside its hour of grace, so the room answers.
    const startsAt = new Date(Date.now() - 100 * MINUTE);
    const endsAt = new Date(startsAt.getTime() + 45 * MINUTE);
    expect(
      await ctx.app.schedulingRepository.reschedule(moving.id, 0, {
        startsAt,
        endsAt,
        blockedStart: startsAt,
        blockedEnd: endsAt,
      }),
    ).toBe(true);
    const answer = await member.agent.get(`/api/appointments/${moving.id}/room`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().url).toContain(moving.roomKey);
  });
});
