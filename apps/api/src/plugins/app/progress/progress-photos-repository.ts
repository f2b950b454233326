import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { progressPhotos } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type ProgressPhotoRow = typeof progressPhotos.$inferSelect;
type NewProgressPhoto = typeof progressPhotos.$inferInsert;

/** Years of monthly photos in three poses: every list is bounded. */
const PHOTOS_MAX = 300;

/** Her progress photos (issue 47). */
export function progressPhotosRepository(db: Db) {
  return {
    async byClientId(memberId: number, clientId: string): Promise<ProgressPhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(progressPhotos)
        .where(and(eq(progressPhotos.memberId, memberId), eq(progressPhotos.clientId, clientId)));
      return row;
    },

    /** Made once per `client_id`; `undefined` when a racing retry made it first. */
    async insert(values: NewProgressPhoto): Promise<ProgressPhotoRow | undefined> {
      const [row] = await db
        .insert(progressPhotos)
        .values(values)
        .onConflictDoNothing({ target: [progressPhotos.memberId, progressPhotos.clientId] })
        .returning();
      return row;
    },

    /** Hers, newest day first. */
    of(memberId: number): Promise<ProgressPhotoRow[]> {
      return db
        .select()
        .from(progressPhotos)
        .where(eq(progressPhotos.memberId, memberId))
        .orderBy(desc(progressPhotos.takenOn), desc(progressPhotos.id))
        .limit(PHOTOS_MAX);
    },

    /** Removes her photo (only hers) and answers its file's key. */
    async remove(memberId: number, id: number): Promise<string | undefined> {
      const [row] = await db
        .delete(progressPhotos)
        .where(and(eq(progressPhotos.id, id), eq(progressPhotos.memberId, memberId)))
        .returning({ key: progressPhotos.storageKey });
      return row?.key;
    },

    /** A withdrawn consent (issue 47): every photo of hers goes; answers their files' keys. */
    async removeAllOf(memberId: number, tx: Db): Promise<string[]> {
      const rows = await tx
        .delete(progressPhotos)
        .where(eq(progressPhotos.memberId, memberId))
        .returning({ key: progressPhotos.storageKey });
      return rows.map((row) => row.key);
    },

    /** Which of these stored keys a photo row still references. */
    async referenced(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: progressPhotos.storageKey })
        .from(progressPhotos)
        .where(inArray(progressPhotos.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    async keysOf(memberId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ key: progressPhotos.storageKey })
        .from(progressPhotos)
        .where(eq(progressPhotos.memberId, memberId));
      return rows.map((row) => row.key);
    },
  };
}

export type ProgressPhotosRepository = ReturnType<typeof progressPhotosRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    progressPhotosRepository: ProgressPhotosRepository;
  }
}

export default domainPlugin('progressPhotosRepository', (app) => progressPhotosRepository(app.db), [
  'database',
]);
