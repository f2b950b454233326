import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { AWAY_REPLY_EVERY_HOURS } from '@vitalia/shared/conversations';
import type { Db, Tx } from '../../../db/client';
import { availabilityRules, awayReplies, conversations } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

/** A professional's away reply and what decides when it goes: her weekly hours, and the last one sent. */
export function awayRepliesRepository(db: Db) {
  return {
    async find(trainerId: number, tx: Db = db) {
      const [row] = await tx.select().from(awayReplies).where(eq(awayReplies.trainerId, trainerId));
      return row;
    },

    async save(trainerId: number, reply: { enabled: boolean; body: string }): Promise<void> {
      await db
        .insert(awayReplies)
        .values({ trainerId, ...reply })
        .onConflictDoUpdate({ target: awayReplies.trainerId, set: { ...reply, updatedAt: new Date() } });
    },

    async hasHours(trainerId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: availabilityRules.id })
        .from(availabilityRules)
        .where(eq(availabilityRules.trainerId, trainerId))
        .limit(1);
      return row !== undefined;
    },

    /** Whether one of her weekly stretches covers this weekday (1 = lunes) and minute of the day. */
    async working(trainerId: number, weekday: number, minute: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: availabilityRules.id })
        .from(availabilityRules)
        .where(
          and(
            eq(availabilityRules.trainerId, trainerId),
            eq(availabilityRules.weekday, weekday),
            lte(availabilityRules.startMinute, minute),
            gt(availabilityRules.endMinute, minute),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Takes this thread's turn for an away reply: false when one went within the last 12 hours. */
    async claim(conversationId: number, now: Date, tx: Tx): Promise<boolean> {
      const since = new Date(now.getTime() - AWAY_REPLY_EVERY_HOURS * 3_600_000);
      const rows = await tx
        .update(conversations)
        .set({ awaySentAt: now })
        .where(
          and(
            eq(conversations.id, conversationId),
            or(isNull(conversations.awaySentAt), lt(conversations.awaySentAt, since)),
          ),
        )
        .returning({ id: conversations.id });
      return rows.length > 0;
    },
  };
}

export type AwayRepliesRepository = ReturnType<typeof awayRepliesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    awayRepliesRepository: AwayRepliesRepository;
  }
}

export default domainPlugin('awayRepliesRepository', (app) => awayRepliesRepository(app.db), ['database']);
