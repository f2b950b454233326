import { eq, like, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { wallClockInstant } from '@vitalia/shared/scheduling-rules';
import type { NoteContent } from '@vitalia/shared/practice';
import type { Db } from '../client';
import { seedDemoCheckIns } from './check-ins';
import { seedDemoConversations } from './conversations';
import { seedDemoGoals } from './progress';
import { seedDemoJournal } from './journal';
import { seedDemoMealPlans } from './meal-plans';
import { seedDemoConsultationPack } from './demo-orders';
import {
  appointments,
  appointmentTypes,
  careRelationships,
  clinicalMeasurements,
  clinicalNotes,
  clinicalRecords,
  savedReplies,
  trainers,
  users,
} from '../schema/index';

const ZONE = 'America/Santiago';
const DAY_MS = 86_400_000;

/**
 * Each demo client's story with Camila: consultations (days ago and outcome), her weight at each, and where
 * she is now. Eight people, so "Mis clientes", "Hoy" and a chart with three months of notes and measures show
 * on a fresh start: some up to date, some quiet, one who missed and did not rebook.
 */
const STORIES: {
  email: string;
  visits: { daysAgo: number; status: 'completed' | 'no_show' | 'cancelled' }[];
  weights: number[];
  heightCm: number;
  upcomingInDays?: number;
  /** A consultation about to begin when the demo starts, so "Entrar" shows on both sides at once. */
  startsSoon?: boolean;
}[] = [
  {
    email: 'socia@vitalia.cl',
    visits: [
      { daysAgo: 84, status: 'completed' },
      { daysAgo: 56, status: 'completed' },
      { daysAgo: 28, status: 'completed' },
    ],
    weights: [72.4, 70.9, 69.6],
    heightCm: 163,
    startsSoon: true,
  },
  {
    email: 'demo.1@vitalia.cl',
    visits: [
      { daysAgo: 70, status: 'completed' },
      { daysAgo: 42, status: 'completed' },
      { daysAgo: 10, status: 'completed' },
    ],
    weights: [81.2, 79.5, 78.1],
    heightCm: 168,
    upcomingInDays: 1,
  },
  {
    email: 'demo.3@vitalia.cl',
    visits: [
      { daysAgo: 60, status: 'completed' },
      { daysAgo: 5, status: 'no_show' },
    ],
    weights: [64.0],
    heightCm: 158,
  },
  {
    email: 'demo.5@vitalia.cl',
    visits: [
      { daysAgo: 30, status: 'completed' },
      { daysAgo: 3, status: 'completed' },
    ],
    weights: [90.3, 88.7],
    heightCm: 175,
    upcomingInDays: 0,
  },
  {
    email: 'demo.8@vitalia.cl',
    visits: [{ daysAgo: 45, status: 'completed' }],
    weights: [58.2],
    heightCm: 160,
  },
  {
    email: 'demo.2@vitalia.cl',
    visits: [
      { daysAgo: 20, status: 'completed' },
      { daysAgo: 6, status: 'cancelled' },
    ],
    weights: [67.1],
    heightCm: 165,
  },
  {
    email: 'demo.7@vitalia.cl',
    visits: [{ daysAgo: 8, status: 'completed' }],
    weights: [74.8],
    heightCm: 170,
  },
  { email: 'demo.10@vitalia.cl', visits: [], weights: [], heightCm: 162, upcomingInDays: 6 },
];

const NOTES: NoteContent[] = [
  {
    template: 'soap',
    subjective: 'Come a deshoras por turnos de trabajo; pica galletas en la tarde. Duerme 6 horas.',
    objective: 'Peso y medidas registrados. Sin síntomas digestivos.',
    assessment: 'Hambre por ayunos largos más que por apetito. Buena disposición al cambio.',
    plan: 'Colación a media tarde (fruta y yogur), almuerzo con media plancha de verduras. Registrar comidas una semana.',
  },
  {
    template: 'soap',
    subjective: 'Cumplió la colación casi todos los días; le cuesta el fin de semana.',
    objective: 'Bajó de peso respecto al control anterior; cintura menor.',
    assessment: 'Buen avance. El fin de semana concentra los desórdenes.',
    plan: 'Planificar el sábado con anticipación; once liviana. Caminar 30 minutos tres veces por semana.',
  },
  {
    template: 'free',
    text: 'Control de seguimiento. Se siente con más energía. Mantener plan y revisar en cuatro semanas.',
  },
];

/** The demo start of Camila's practice (issue 45): eight clients with consultations, notes and measures. */
export async function seedDemoPractice(db: Db): Promise<void> {
  const [camila] = await db
    .select({ id: trainers.id, userId: trainers.userId })
    .from(trainers)
    .where(eq(trainers.slug, 'camila-rojas'));
  const types = await db.select().from(appointmentTypes);
  const type = types.find((row) => row.name === 'Consulta nutricional 1:1') ?? types[0];
  if (!camila || !type) return;
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`(${users.email} = 'socia@vitalia.cl' or ${like(users.email, 'demo.%@vitalia.cl')})`);
  const today = Temporal.Now.plainDateISO(ZONE);
  for (const [index, story] of STORIES.entries()) {
    const person = people.find((row) => row.email === story.email);
    if (!person) continue;
    // Each client her own hour, so Camila's consultations never overlap (the EXCLUDE constraint).
    const minute = (15 + (index % 4)) * 60;
    const at = (daysFromToday: number) =>
      new Date(wallClockInstant(today.add({ days: daysFromToday }), minute, ZONE));
    const book = async (startsAt: Date, status: 'confirmed' | 'completed' | 'no_show' | 'cancelled') => {
      const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
      const [row] = await db
        .insert(appointments)
        .values({
          memberId: person.id,
          trainerId: camila.id,
          typeId: type.id,
          startsAt,
          endsAt,
          blocked:
            sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')` as unknown as string,
          status,
          idempotencyKey: `demo-practice-${person.id}-${startsAt.getTime()}`,
          ...(status === 'cancelled'
            ? { cancelledBy: 'member' as const, cancelledAt: new Date(startsAt.getTime() - DAY_MS) }
            : {}),
        })
        .onConflictDoNothing()
        .returning({ id: appointments.id });
      return row?.id ?? null;
    };
    const firstVisit = story.visits[0];
    await db
      .insert(careRelationships)
      .values({
        memberId: person.id,
        trainerId: camila.id,
        origin: story.visits.length > 0 ? 'booking' : 'admin',
        startedAt: new Date(Date.now() - (firstVisit ? firstVisit.daysAgo + 2 : 20) * DAY_MS),
      })
      .onConflictDoNothing();
    // Booked before the others (she is the first story): another's consultation at that hour is the one
    // the EXCLUDE constraint skips.
    if (story.startsSoon)
      await book(new Date(Math.ceil((Date.now() + 10 * 60_000) / 300_000) * 300_000), 'confirmed');
    if (story.upcomingInDays !== undefined) {
      const startsAt = at(story.upcomingInDays);
      if (startsAt.getTime() > Date.now()) await book(startsAt, 'confirmed');
    }
    if (story.visits.length === 0) continue;
    const [record] = await db
      .insert(clinicalRecords)
      .values({
        memberId: person.id,
        subjectName: `${person.firstName} ${person.lastName}`,
        subjectEmail: person.email,
        retainUntil: sql`now() + interval '15 years'`,
      })
      .onConflictDoNothing()
      .returning({ id: clinicalRecords.id });
    if (!record) continue;
    let held = 0;
    for (const visit of story.visits) {
      const startsAt = at(-visit.daysAgo);
      const appointmentId = await book(startsAt, visit.status);
      if (visit.status !== 'completed' || appointmentId === null) continue;
      const written = new Date(startsAt.getTime() + (type.durationMinutes + 10) * 60_000);
      const content = NOTES[Math.min(held, NOTES.length - 1)] as NoteContent;
      await db.insert(clinicalNotes).values({
        recordId: record.id,
        trainerId: camila.id,
        appointmentId,
        content,
        authorId: camila.userId,
        authorName: 'Camila Rojas',
        createdAt: written,
        updatedAt: written,
      });
      const weight = story.weights[held];
      if (weight !== undefined)
        await db.insert(clinicalMeasurements).values({
          recordId: record.id,
          trainerId: camila.id,
          appointmentId,
          takenAt: new Date(startsAt.getTime() + 5 * 60_000),
          weightKg: weight,
          heightCm: held === 0 ? story.heightCm : null,
          waistCm: Math.round((weight * 1.05 + 8) * 10) / 10,
          systolicMmhg: 118 + (index % 3) * 4,
          diastolicMmhg: 76 + (index % 2) * 4,
          recordedById: camila.userId,
          recordedByName: 'Camila Rojas',
        });
      held += 1;
    }
  }
  await seedDemoConversations(db, camila.id, camila.userId, people);
  await db
    .insert(savedReplies)
    .values(SAVED_REPLIES.map(([title, body]) => ({ trainerId: camila.id, title, body })));
  const josefa = people.find((row) => row.email === 'socia@vitalia.cl');
  if (josefa) await seedDemoCheckIns(db, josefa, camila);
  if (josefa) await seedDemoJournal(db, josefa, camila);
  if (josefa) await seedDemoGoals(db, josefa, camila);
  // Her paid pack opens the plan Camila publishes for her (Prime or a paid consultation, issue 47).
  if (josefa) await seedDemoConsultationPack(db, josefa);
  await seedDemoMealPlans(db, camila, josefa);
}

/** Camila's saved replies: "{nombre}" becomes each client's first name when she inserts one. */
const SAVED_REPLIES: [title: string, body: string][] = [
  [
    'Colación de la tarde',
    'Hola {nombre}, para la tarde te sugiero una fruta con un yogur natural o un puñado de frutos secos.',
  ],
  [
    'Recordatorio de agua',
    'Hola {nombre}, recuerda tomar agua durante el día: un vaso con cada comida es un buen comienzo.',
  ],
  ['Nos vemos en el control', '¡Gracias, {nombre}! Lo revisamos en tu próximo control.'],
];
