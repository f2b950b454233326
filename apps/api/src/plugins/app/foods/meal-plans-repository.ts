import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { mealPlans, recipes, shoppingListTicks, trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type NewMealPlan = Omit<typeof mealPlans.$inferInsert, 'id' | 'createdAt'>;

/** Meal plans, their versions and her shopping-list ticks (issue 47). */
export function mealPlansRepository(db: Db) {
  const withProfessional = (tx: Db) =>
    tx
      .select({ plan: mealPlans, professional: trainers.name })
      .from(mealPlans)
      .innerJoin(trainers, eq(trainers.id, mealPlans.trainerId));

  return {
    async insert(plan: NewMealPlan, tx: Tx): Promise<MealPlanRow> {
      const [row] = await tx.insert(mealPlans).values(plan).returning();
      if (!row) throw new Error('meal plan insert returned nothing');
      return row;
    },

    async find(id: number, tx: Db = db) {
      const [row] = await withProfessional(tx).where(eq(mealPlans.id, id));
      return row;
    },

    /** The plan locked for a change: two saves of one plan take turns, so one version follows the other. */
    async lock(id: number, tx: Tx): Promise<MealPlanRow | undefined> {
      const [row] = await tx.select().from(mealPlans).where(eq(mealPlans.id, id)).for('update');
      return row;
    },

    async update(id: number, changes: Partial<NewMealPlan>, tx: Tx): Promise<void> {
      await tx.update(mealPlans).set(changes).where(eq(mealPlans.id, id));
    },

    /** Her plan now: the newest published one. */
    async currentFor(memberId: number) {
      const [row] = await withProfessional(db)
        .where(and(eq(mealPlans.memberId, memberId), eq(mealPlans.status, 'published')))
        .orderBy(desc(mealPlans.publishedAt), desc(mealPlans.id))
        .limit(1);
      return row;
    },

    /** A professional's templates, or her plans for one client (every version), newest first, bounded. */
    listBy(trainerId: number, memberId: number | null) {
      return db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.trainerId, trainerId),
            memberId === null ? eq(mealPlans.isTemplate, true) : eq(mealPlans.memberId, memberId),
          ),
        )
        .orderBy(desc(mealPlans.id))
        .limit(100);
    },

    /** Every plan of hers she can read (not drafts), newest first, bounded. */
    allFor(memberId: number) {
      return withProfessional(db)
        .where(and(eq(mealPlans.memberId, memberId), ne(mealPlans.status, 'draft')))
        .orderBy(desc(mealPlans.id))
        .limit(200);
    },

    /** Recipes a plan may name: published ones, or the professional's own drafts. */
    recipesByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(recipes).where(inArray(recipes.id, ids));
    },

    async ticksOf(planId: number): Promise<Set<number>> {
      const rows = await db
        .select({ foodId: shoppingListTicks.foodId })
        .from(shoppingListTicks)
        .where(eq(shoppingListTicks.planId, planId));
      return new Set(rows.map((row) => row.foodId));
    },

    async tick(planId: number, foodId: number, checked: boolean): Promise<void> {
      if (checked) await db.insert(shoppingListTicks).values({ planId, foodId }).onConflictDoNothing();
      else
        await db
          .delete(shoppingListTicks)
          .where(and(eq(shoppingListTicks.planId, planId), eq(shoppingListTicks.foodId, foodId)));
    },
  };
}

export type MealPlansRepository = ReturnType<typeof mealPlansRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mealPlansRepository: MealPlansRepository;
  }
}

export default domainPlugin('mealPlansRepository', (app) => mealPlansRepository(app.db), ['database']);
