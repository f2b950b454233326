import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foodImports, type FoodImportFile, type FoodImportProblem } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type FoodImportRow = typeof foodImports.$inferSelect;

/** The report keeps the first problems only: a bad 500 MB file must not make a 500 MB report. */
export const MAX_PROBLEMS = 200;

/** Imports of the foods table and their progress (issue 47). */
export function foodImportsRepository(db: Db) {
  return {
    async insert(input: {
      adminUserId: number;
      kind: FoodImportRow['kind'];
      files: FoodImportFile[];
    }): Promise<FoodImportRow> {
      const [row] = await db
        .insert(foodImports)
        .values({ ...input, bytesTotal: input.files.reduce((sum, file) => sum + file.size, 0) })
        .returning();
      if (!row) throw new Error('food import insert returned nothing');
      return row;
    },

    async find(id: number): Promise<FoodImportRow | undefined> {
      const [row] = await db.select().from(foodImports).where(eq(foodImports.id, id));
      return row;
    },

    /** A run starts over (a retried job reads the files again): counts and report from zero. */
    async start(id: number): Promise<void> {
      await db
        .update(foodImports)
        .set({
          status: 'running',
          bytesRead: 0,
          inserted: 0,
          updated: 0,
          unchanged: 0,
          refused: 0,
          problems: [],
          failure: null,
        })
        .where(eq(foodImports.id, id));
    },

    /** Adds a batch's counts and problems (the report stays bounded) and where the reading is. */
    async progress(
      id: number,
      update: {
        bytesRead: number;
        inserted: number;
        updated: number;
        unchanged: number;
        refused: number;
        problems: FoodImportProblem[];
      },
    ): Promise<void> {
      await db
        .update(foodImports)
        .set({
          bytesRead: update.bytesRead,
          inserted: sql`${foodImports.inserted} + ${update.inserted}`,
          updated: sql`${foodImports.updated} + ${update.updated}`,
          unchanged: sql`${foodImports.unchanged} + ${update.unchanged}`,
          refused: sql`${foodImports.refused} + ${update.refused}`,
          problems:
            update.problems.length === 0
              ? undefined
              : sql`(select coalesce(jsonb_agg(item), '[]'::jsonb) from (
                  select item from jsonb_array_elements(${foodImports.problems} || ${JSON.stringify(update.problems)}::jsonb) as item
                  limit ${MAX_PROBLEMS}) as kept)`,
        })
        .where(eq(foodImports.id, id));
    },

    async finish(id: number, outcome: { status: 'done' | 'failed'; failure?: string }): Promise<void> {
      await db
        .update(foodImports)
        .set({
          status: outcome.status,
          failure: outcome.failure ?? null,
          finishedAt: new Date(),
          ...(outcome.status === 'done' ? { bytesRead: sql`${foodImports.bytesTotal}` } : {}),
        })
        .where(eq(foodImports.id, id));
    },
  };
}

export type FoodImportsRepository = ReturnType<typeof foodImportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    foodImportsRepository: FoodImportsRepository;
  }
}

export default domainPlugin('foodImportsRepository', (app) => foodImportsRepository(app.db), ['database']);
