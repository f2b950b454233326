import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Trainer } from '@vitalia/shared/member';
import type { TrainerProfileResponse } from '@vitalia/shared/profile';
import type { Db } from '../../../db/client';
import { trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type TrainerRow = typeof trainers.$inferSelect;

export function presentTrainer(row: TrainerRow): Trainer {
  return {
    id: row.id,
    name: row.name,
    is_active: row.isActive,
    specialization: row.specialization,
    experience_years: row.experienceYears,
    profile_image: row.profileImage,
    bio: row.bio,
    intro_video_url: row.introVideoUrl,
    registry_number: row.registryNumber,
  };
}

export function presentTrainerProfile(row: TrainerRow): TrainerProfileResponse {
  return {
    name: row.name,
    specialization: row.specialization,
    experience_years: row.experienceYears,
    bio: row.bio,
    registry_number: row.registryNumber,
  };
}

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
      const [row] = await db.select().from(trainers).where(eq(trainers.userId, userId)).limit(1);
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
