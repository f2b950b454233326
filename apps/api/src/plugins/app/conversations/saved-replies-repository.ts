import { and, asc, count, eq } from 'drizzle-orm';
import { SAVED_REPLIES_MAX, type SavedReply, type SavedReplyInput } from '@vitalia/shared/conversations';
import type { Db } from '../../../db/client';
import { savedReplies } from '../../../db/schema/index';

/** A professional's saved replies, by her team card. */
export function savedRepliesRepository(db: Db) {
  const mine = (id: number, trainerId: number) =>
    and(eq(savedReplies.id, id), eq(savedReplies.trainerId, trainerId));
  return {
    list: (trainerId: number) =>
      db
        .select({ id: savedReplies.id, title: savedReplies.title, body: savedReplies.body })
        .from(savedReplies)
        .where(eq(savedReplies.trainerId, trainerId))
        .orderBy(asc(savedReplies.title), asc(savedReplies.id))
        .limit(SAVED_REPLIES_MAX),

    async count(trainerId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(savedReplies)
        .where(eq(savedReplies.trainerId, trainerId));
      return row?.value ?? 0;
    },

    async insert(trainerId: number, input: SavedReplyInput): Promise<SavedReply> {
      const [row] = await db
        .insert(savedReplies)
        .values({ trainerId, ...input })
        .returning({ id: savedReplies.id, title: savedReplies.title, body: savedReplies.body });
      if (!row) throw new Error('saved reply not stored');
      return row;
    },

    async update(id: number, trainerId: number, input: SavedReplyInput): Promise<SavedReply | undefined> {
      const [row] = await db
        .update(savedReplies)
        .set({ ...input, updatedAt: new Date() })
        .where(mine(id, trainerId))
        .returning({ id: savedReplies.id, title: savedReplies.title, body: savedReplies.body });
      return row;
    },

    async remove(id: number, trainerId: number): Promise<boolean> {
      const rows = await db
        .delete(savedReplies)
        .where(mine(id, trainerId))
        .returning({ id: savedReplies.id });
      return rows.length > 0;
    },
  };
}
