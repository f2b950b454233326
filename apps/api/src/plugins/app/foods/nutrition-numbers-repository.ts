import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nutritionNumbersHidden } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type NumbersHiddenRow = typeof nutritionNumbersHidden.$inferSelect;

/** "Sin números" (issue 47): one row per member who sees no calories or macros. */
export function nutritionNumbersRepository(db: Db) {
  return {
    async find(memberId: number): Promise<NumbersHiddenRow | undefined> {
      const [row] = await db
        .select()
        .from(nutritionNumbersHidden)
        .where(eq(nutritionNumbersHidden.memberId, memberId));
      return row;
    },

    async hide(memberId: number, setBy: NumbersHiddenRow['setBy'], setByUserId: number): Promise<void> {
      await db
        .insert(nutritionNumbersHidden)
        .values({ memberId, setBy, setByUserId })
        .onConflictDoUpdate({
          target: nutritionNumbersHidden.memberId,
          set: { setBy, setByUserId, setAt: new Date() },
        });
    },

    async show(memberId: number): Promise<void> {
      await db.delete(nutritionNumbersHidden).where(eq(nutritionNumbersHidden.memberId, memberId));
    },
  };
}

export type NutritionNumbersRepository = ReturnType<typeof nutritionNumbersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    nutritionNumbersRepository: NutritionNumbersRepository;
  }
}

export default domainPlugin('nutritionNumbersRepository', (app) => nutritionNumbersRepository(app.db), [
  'database',
]);
