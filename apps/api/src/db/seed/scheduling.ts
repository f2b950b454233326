import { eq, inArray, like, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import type { Db } from '../client';
import {
  appointments,
  appointmentTypes,
  availabilityRules,
  classRegistrations,
  liveClasses,
  memberMilestones,
  trainers,
  trainerServices,
  users,
} from '../schema/index';
import { seedDemoPractice } from './practice';

const hours = (from: string, to: string) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { startMinute: minutes(from), endMinute: minutes(to) };
};

/** The demo team's weekly hours (wall clock, America/Santiago). */
const DEMO_HOURS: Record<string, { weekdays: number[]; from: string; to: string }[]> = {
  'camila-rojas': [
    { weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '13:00' },
    { weekdays: [1, 3], from: '15:00', to: '19:00' },
  ],
  'matias-fuentes': [
    { weekdays: [2, 4], from: '10:00', to: '14:00' },
    { weekdays: [6], from: '09:00', to: '12:00' },
  ],
  'valentina-soto': [{ weekdays: [1, 3, 5], from: '14:00', to: '20:00' }],
};

/** Hours for the demo trainers who have none yet. */
export async function seedDemoAvailability(db: Db): Promise<void> {
  const rows = await db
    .select({ id: trainers.id, slug: trainers.slug })
    .from(trainers)
    .where(inArray(trainers.slug, Object.keys(DEMO_HOURS)));
  const withHours = new Set(
    (await db.select({ trainerId: availabilityRules.trainerId }).from(availabilityRules)).map(
      (row) => row.trainerId,
    ),
  );
  const values = rows
    .filter((row) => !withHours.has(row.id))
    .flatMap((row) =>
      (DEMO_HOURS[row.slug] ?? []).flatMap((block) =>
        block.weekdays.map((weekday) => ({ trainerId: row.id, weekday, ...hours(block.from, block.to) })),
      ),
    );
  if (values.length > 0) await db.insert(availabilityRules).values(values);
  // What each one offers (issue 45 §6): the psychologist and the kinesiologist give no nutrition consultation.
  const types = await db
    .select({ id: appointmentTypes.id, name: appointmentTypes.name })
    .from(appointmentTypes);
  const typeIds = (names: string[]) =>
    types.filter((type) => names.includes(type.name)).map((type) => type.id);
  for (const row of rows.filter((candidate) => !withHours.has(candidate.id))) {
    const offered = DEMO_SERVICES[row.slug];
    if (offered)
      await db
        .insert(trainerServices)
        .values(typeIds(offered).map((typeId) => ({ trainerId: row.id, typeId })))
        .onConflictDoNothing();
  }
}

/** Who offers what in the demo team; Camila, absent here, offers every type. */
const DEMO_SERVICES: Record<string, string[]> = {
  'matias-fuentes': ['Evaluación inicial', 'Control presencial'],
  'valentina-soto': ['Evaluación inicial'],
};

/** The Chile date `days` from today whose weekday is Monday to Friday (walking forward). */
function nextWeekday(days: number): Temporal.PlainDate {
  let date = Temporal.Now.plainDateISO('America/Santiago').add({ days });
  while (date.dayOfWeek > 5) date = date.add({ days: 1 });
  return date;
}

/**
 * Demo bookings (issue 20): the demo member has a first evaluation with Camila, a member of the demo
 * community a consultation, and three of them seats in the restorative yoga class, so Mis Citas, Mi agenda
 * profesional, the admin's Citas and Clases en Vivo show something on a fresh start. Written like the service writes
 * them (blocked range with the type's buffers; seats counted on the class).
 */
export async function seedDemoBookings(db: Db, memberId: number): Promise<void> {
  await seedBookingsAndClasses(db, memberId);
  // Camila's practice (issue 45): eight clients with three months of consultations, notes and measures.
  await seedDemoPractice(db);
}

async function seedBookingsAndClasses(db: Db, memberId: number): Promise<void> {
  const [camila] = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(eq(trainers.slug, 'camila-rojas'));
  const types = await db.select().from(appointmentTypes);
  const evaluation = types.find((type) => type.requiredPlan === 'free');
  const consultation = types.find((type) => type.name === 'Consulta nutricional 1:1');
  const community = await db
    .select({ id: users.id, plan: users.planType })
    .from(users)
    .where(like(users.email, 'demo.%@vitalia.cl'))
    .orderBy(users.id);
  const premium = community.filter((member) => member.plan !== 'free');
  if (!camila || !evaluation) return;
  const day = nextWeekday(2);
  const book = async (
    who: number,
    type: typeof evaluation,
    minute: number,
    notes: string,
    allowance: string | null,
  ) => {
    const startsAt = new Date(wallClockInstant(day, minute, 'America/Santiago'));
    const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
    const from = new Date(startsAt.getTime() - type.bufferBeforeMinutes * 60_000).toISOString();
    const to = new Date(endsAt.getTime() + type.bufferAfterMinutes * 60_000).toISOString();
    await db.insert(appointments).values({
      memberId: who,
      trainerId: camila.id,
      typeId: type.id,
      startsAt,
      endsAt,
      blocked: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')` as unknown as string,
      notes,
      idempotencyKey: `demo-${who}-${type.id}`,
      allowancePeriod: allowance,
    });
  };
  await book(memberId, evaluation, 10 * 60, 'Quiero ordenar mis horarios de comida.', null);
  // Her getting-started checklist counts it, as the booking service does.
  await db
    .insert(memberMilestones)
    .values({ userId: memberId, key: 'first_appointment' })
    .onConflictDoNothing();
  const [first] = premium;
  if (consultation && first)
    await book(
      first.id,
      consultation,
      11 * 60,
      'Control de mi plan de alimentación.',
      Temporal.Now.plainDateISO('America/Santiago').toString().slice(0, 7),
    );

  // Three members of the community in the restorative yoga class.
  const [yoga] = await db
    .select({ id: liveClasses.id })
    .from(liveClasses)
    .where(eq(liveClasses.slug, 'yoga-restaurativo'));
  const seated = premium.slice(0, 3);
  if (yoga && seated.length > 0) {
    await db
      .insert(classRegistrations)
      .values(
        seated.map((member) => ({ classId: yoga.id, memberId: member.id, status: 'registered' as const })),
      )
      .onConflictDoNothing();
    await db
      .update(liveClasses)
      .set({
        seatsTaken: sql`(select count(*)::int from ${classRegistrations} where ${classRegistrations.classId} = ${yoga.id} and ${classRegistrations.status} = 'registered')`,
      })
      .where(eq(liveClasses.id, yoga.id));
  }
}
