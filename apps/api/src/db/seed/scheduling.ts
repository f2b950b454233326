import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { availabilityRules, trainers } from '../schema/index';

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
}
