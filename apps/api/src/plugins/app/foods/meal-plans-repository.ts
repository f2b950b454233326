import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  clinicalMeasurements,
  clinicalRecords,
  mealPlans,
  memberMeasurements,
  recipes,
  shoppingListTicks,
  trainers,
} from '../../../db/schema/index';
import { rowsOf } from '../../../db/rows';
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

    /** Made once per page id: a doubled "Crear plan" answers the plan the first press made. */
    async insertOnce(
      plan: NewMealPlan & { clientId: string },
      tx: Tx,
    ): Promise<{ row: MealPlanRow; created: boolean }> {
      const [made] = await tx
        .insert(mealPlans)
        .values(plan)
        .onConflictDoNothing({ target: [mealPlans.trainerId, mealPlans.clientId] })
        .returning();
      if (made) return { row: made, created: true };
      const [existing] = await tx
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.trainerId, plan.trainerId), eq(mealPlans.clientId, plan.clientId)));
      if (!existing) throw new Error('meal plan neither made nor found');
      return { row: existing, created: false };
    },

    /** Her last weight, hers or taken in consultation, whichever is newer: protein goals are per kilo. */
    async latestWeight(memberId: number): Promise<number | null> {
      const result = await db.execute(sql`
        select weight from (
          select m.weight_kg as weight, m.taken_at from ${clinicalMeasurements} m
            join ${clinicalRecords} r on r.id = m.record_id
           where r.member_id = ${memberId} and m.weight_kg is not null
          union all
          select weight_kg, taken_at from ${memberMeasurements}
           where member_id = ${memberId} and weight_kg is not null
        ) weights order by taken_at desc limit 1`);
      const weight = rowsOf<{ weight: number | string }>(result)[0]?.weight;
      return weight === undefined ? null : Number(weight);
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
