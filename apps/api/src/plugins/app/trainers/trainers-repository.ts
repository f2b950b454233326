import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type TrainerRow = typeof trainers.$inferSelect;

export function trainersRepository(db: Db) {
  return {
    /** DESIGN difference 4: the landing's team is the active trainers an admin marked as featured. */
    async listFeatured(): Promise<TrainerRow[]> {
      return db
        .select()
        .from(trainers)
        .where(and(eq(trainers.isActive, true), eq(trainers.isFeatured, true)))
        .orderBy(asc(trainers.id));
    },
    async findByUser(userId: number): Promise<TrainerRow | undefined> {
      // Her first card, as the client list's statements pick it (care-repository.ts cardOf).
      const [row] = await db
        .select()
        .from(trainers)
        .where(eq(trainers.userId, userId))
        .orderBy(asc(trainers.id))
        .limit(1);
      return row;
    },
    async listByUser(userId: number): Promise<TrainerRow[]> {
      return db.select().from(trainers).where(eq(trainers.userId, userId));
    },
    async updateByUser(
      userId: number,
      changes: Pick<TrainerRow, 'specialization' | 'experienceYears' | 'bio'> &
        Partial<Pick<TrainerRow, 'registryNumber'>>,
    ): Promise<TrainerRow | undefined> {
      const [row] = await db.update(trainers).set(changes).where(eq(trainers.userId, userId)).returning();
      return row;
    },
    async setFeatured(userId: number, featured: boolean, tx: Db = db): Promise<void> {
      await tx.update(trainers).set({ isFeatured: featured }).where(eq(trainers.userId, userId));
    },
    async findById(id: number): Promise<TrainerRow | undefined> {
      const [row] = await db.select().from(trainers).where(eq(trainers.id, id)).limit(1);
      return row;
    },
    async setAccount(id: number, userId: number | null): Promise<TrainerRow | undefined> {
      const [row] = await db.update(trainers).set({ userId }).where(eq(trainers.id, id)).returning();
      return row;
    },
    async updateCard(
      id: number,
      changes: Partial<Pick<TrainerRow, 'introVideoUrl' | 'registryNumber'>>,
    ): Promise<TrainerRow | undefined> {
      const [row] = await db.update(trainers).set(changes).where(eq(trainers.id, id)).returning();
      return row;
    },
    /**
     * Sets the photo and returns the key it replaced, under a row lock: of concurrent uploads each learns
     * exactly which file it displaced, so none is left in storage unreferenced.
     */
    async swapPhoto(
      id: number,
      photoPath: string | null,
    ): Promise<{ trainer: TrainerRow; previous: string | null } | undefined> {
      const [row] = await db
        .update(trainers)
        .set({ photoPath })
        .from(sql`(select photo_path as previous from ${trainers} where id = ${id} for update) as before`)
        .where(eq(trainers.id, id))
        .returning({ ...getTableColumns(trainers), previous: sql<string | null>`before.previous` });
      if (!row) return undefined;
      const { previous, ...trainer } = row;
      return { trainer, previous };
    },
    /** The public team page's professionals (issue 48 §1): every active card, in the team's order. */
    async listActive(): Promise<TrainerRow[]> {
      return db.select().from(trainers).where(eq(trainers.isActive, true)).orderBy(asc(trainers.id));
    },
    async listAll(): Promise<TrainerRow[]> {
      return db.select().from(trainers).orderBy(asc(trainers.id));
    },
    /** Exactly these trainers are featured on the landing, in one statement. */
    async setFeaturedSet(ids: number[], tx: Db = db): Promise<void> {
      await tx.update(trainers).set({ isFeatured: ids.length ? inArray(trainers.id, ids) : sql`false` });
    },
  };
}

export type TrainersRepository = ReturnType<typeof trainersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    trainersRepository: TrainersRepository;
  }
}

export default domainPlugin('trainersRepository', (app) => trainersRepository(app.db), ['database']);
