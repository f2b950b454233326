import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { appointmentTypes, availabilityRules, trainers } from '../schema/index';

/**
 * The consultations Vitalia offers out of the box (issue 20): what the plan cards promise ("1 consulta 1:1
 * al mes") needs a type to book. Inserted once; an admin's later changes are kept.
 */
export const APPOINTMENT_TYPES = [
  {
    name: 'Consulta nutricional 1:1',
    description: 'Revisamos tus hábitos, tus objetivos y armamos juntas tu plan de alimentación.',
    durationMinutes: 45,
    bufferAfterMinutes: 15,
    slotIntervalMinutes: 60,
    minNoticeMinutes: 12 * 60,
    horizonDays: 60,
    modality: 'online',
    location: 'https://meet.vitalia.cl/consulta',
    requiredPlan: 'premium',
    cancelNoticeHours: 24,
    rescheduleNoticeHours: 12,
    maxReschedules: 2,
    position: 1,
  },
  {
    name: 'Evaluación inicial',
    description: 'Una primera conversación de 20 minutos para conocerte y orientarte.',
    durationMinutes: 20,
    bufferAfterMinutes: 10,
    slotIntervalMinutes: 30,
    minNoticeMinutes: 4 * 60,
    horizonDays: 30,
    modality: 'online',
    location: 'https://meet.vitalia.cl/evaluacion',
    requiredPlan: 'free',
    cancelNoticeHours: 4,
    rescheduleNoticeHours: 4,
    maxReschedules: 1,
    position: 2,
  },
  {
    name: 'Control presencial',
    description: 'Control con medición de composición corporal en nuestra consulta de Providencia.',
    durationMinutes: 30,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    slotIntervalMinutes: 30,
    minNoticeMinutes: 24 * 60,
    horizonDays: 60,
    modality: 'presencial',
    location: 'Av. Providencia 1234, oficina 502, Providencia, Santiago',
    requiredPlan: 'premium',
    cancelNoticeHours: 24,
    rescheduleNoticeHours: 24,
    maxReschedules: 2,
    position: 3,
  },
] as const;

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

export async function seedAppointmentTypes(db: Db): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(appointmentTypes);
  if ((existing?.total ?? 0) > 0) return;
  await db.insert(appointmentTypes).values(APPOINTMENT_TYPES.map((type) => ({ ...type })));
}

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
}
