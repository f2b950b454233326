import { and, asc, count, eq } from 'drizzle-orm';
import type { OwnMeasure } from '@vitalia/shared/progress';
import type { Db, Tx } from '../../../db/client';
import { customMeasures, customMeasureValues, measureGoals } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type MeasureGoalRow = typeof measureGoals.$inferSelect;
export type CustomMeasureRow = typeof customMeasures.$inferSelect;
export type CustomValueRow = typeof customMeasureValues.$inferSelect;

/** Years of daily values of every custom measure: every list is bounded. */
const VALUES_MAX = 5000;

/** Goals and custom measures (issue 47), each read by the member they belong to. */
export function progressGoalsRepository(db: Db) {
  return {
    async goalsOf(memberId: number): Promise<MeasureGoalRow[]> {
      return db.select().from(measureGoals).where(eq(measureGoals.memberId, memberId));
    },

    /** The last goal set holds: one row per member and measure. */
    async setGoal(values: typeof measureGoals.$inferInsert, tx: Tx): Promise<void> {
      await tx
        .insert(measureGoals)
        .values(values)
        .onConflictDoUpdate({
          target: [measureGoals.memberId, measureGoals.measure],
          set: {
            target: values.target,
            setById: values.setById,
            setByName: values.setByName,
            setAt: new Date(),
          },
        });
    },

    async removeGoal(memberId: number, measure: OwnMeasure, tx: Tx): Promise<void> {
      await tx
        .delete(measureGoals)
        .where(and(eq(measureGoals.memberId, memberId), eq(measureGoals.measure, measure)));
    },

    async customOf(memberId: number): Promise<CustomMeasureRow[]> {
      return db
        .select()
        .from(customMeasures)
        .where(eq(customMeasures.memberId, memberId))
        .orderBy(asc(customMeasures.id));
    },

    /** One of her custom measures, or undefined: an id of someone else's is not found. */
    async findCustom(id: number, memberId: number, tx: Tx | Db = db): Promise<CustomMeasureRow | undefined> {
      const [row] = await tx
        .select()
        .from(customMeasures)
        .where(and(eq(customMeasures.id, id), eq(customMeasures.memberId, memberId)));
      return row;
    },

    async countCustom(memberId: number, tx: Tx): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(customMeasures)
        .where(eq(customMeasures.memberId, memberId));
      return row?.total ?? 0;
    },

    /** Made unless she already has a measure of that name (any case): then undefined. */
    async insertCustom(
      values: typeof customMeasures.$inferInsert,
      tx: Tx,
    ): Promise<CustomMeasureRow | undefined> {
      const [row] = await tx.insert(customMeasures).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateCustom(
      id: number,
      memberId: number,
      values: Pick<CustomMeasureRow, 'name' | 'unit' | 'goal'>,
      tx: Tx,
    ): Promise<CustomMeasureRow | undefined> {
      const [row] = await tx
        .update(customMeasures)
        .set(values)
        .where(and(eq(customMeasures.id, id), eq(customMeasures.memberId, memberId)))
        .returning();
      return row;
    },

    async valuesOf(memberId: number): Promise<CustomValueRow[]> {
      return db
        .select()
        .from(customMeasureValues)
        .where(eq(customMeasureValues.memberId, memberId))
        .orderBy(asc(customMeasureValues.takenAt), asc(customMeasureValues.id))
        .limit(VALUES_MAX);
    },

    /** A withdrawn consent (issue 47): the values she recorded herself go; a professional's stay. */
    async removeOwnValuesOf(memberId: number, tx: Db): Promise<void> {
      await tx
        .delete(customMeasureValues)
        .where(
          and(eq(customMeasureValues.memberId, memberId), eq(customMeasureValues.recordedById, memberId)),
        );
    },

    /** Made once per `client_id`: a retried save answers the first row, and says whether this call made it. */
    async insertValue(
      values: typeof customMeasureValues.$inferInsert,
      tx: Tx,
    ): Promise<{ row: CustomValueRow; created: boolean }> {
      const [made] = await tx
        .insert(customMeasureValues)
        .values(values)
        .onConflictDoNothing({ target: [customMeasureValues.memberId, customMeasureValues.clientId] })
        .returning();
      if (made) return { row: made, created: true };
      const [existing] = await tx
        .select()
        .from(customMeasureValues)
        .where(
          and(
            eq(customMeasureValues.memberId, values.memberId),
            eq(customMeasureValues.clientId, values.clientId),
          ),
        );
      if (!existing) throw new Error('custom value neither made nor found');
      return { row: existing, created: false };
    },
  };
}

export type ProgressGoalsRepository = ReturnType<typeof progressGoalsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    progressGoalsRepository: ProgressGoalsRepository;
  }
}

export default domainPlugin('progressGoalsRepository', (app) => progressGoalsRepository(app.db), [
  'database',
]);
