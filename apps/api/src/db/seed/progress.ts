import type { Db } from '../client';
import { customMeasures, customMeasureValues, measureGoals } from '../schema/index';

/** Glasses of water she noted over the last two weeks, one every other day (oldest first). */
const WATER = [4, 5, 5, 6, 6, 7, 7];

/**
 * Josefa's goals (issue 47 demo): a weight goal Camila set, and "Vasos de agua" a measure Camila made for
 * her, with two weeks of values she noted herself, so her chart shows goal lines from the first visit.
 */
export async function seedDemoGoals(
  db: Db,
  josefa: { id: number; firstName: string; lastName: string },
  camila: { id: number; userId: number | null },
): Promise<void> {
  await db
    .insert(measureGoals)
    .values({
      memberId: josefa.id,
      measure: 'weight_kg',
      target: 64,
      setById: camila.userId,
      setByName: 'Camila Rojas',
    })
    .onConflictDoNothing();
  const [water] = await db
    .insert(customMeasures)
    .values({
      memberId: josefa.id,
      trainerId: camila.id,
      name: 'Vasos de agua al día',
      unit: 'vasos',
      goal: 8,
    })
    .onConflictDoNothing()
    .returning({ id: customMeasures.id });
  if (!water) return;
  await db.insert(customMeasureValues).values(
    WATER.map((glasses, index) => ({
      measureId: water.id,
      memberId: josefa.id,
      clientId: crypto.randomUUID(),
      takenAt: new Date(Date.now() - (14 - index * 2) * 86_400_000),
      value: glasses,
      recordedById: josefa.id,
      recordedByName: `${josefa.firstName} ${josefa.lastName}`,
    })),
  );
}
