import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { scheduledMessages } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type ScheduledRow = typeof scheduledMessages.$inferSelect;

/** Messages a professional wrote to go later (issue 46). */
export function scheduledMessagesRepository(db: Db) {
  return {
    /** A retried schedule (the same client_id) answers the first one. */
    async insert(values: typeof scheduledMessages.$inferInsert): Promise<ScheduledRow> {
      const [created] = await db.insert(scheduledMessages).values(values).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(scheduledMessages)
        .where(
          and(
            eq(scheduledMessages.conversationId, values.conversationId),
            eq(scheduledMessages.clientId, values.clientId),
          ),
        );
      if (!existing) throw new Error('scheduled message vanished');
      return existing;
    },

    pendingOf(conversationId: number, senderUserId: number) {
      return db
        .select()
        .from(scheduledMessages)
        .where(
          and(
            eq(scheduledMessages.conversationId, conversationId),
            eq(scheduledMessages.senderUserId, senderUserId),
            eq(scheduledMessages.status, 'scheduled'),
          ),
        )
        .orderBy(asc(scheduledMessages.sendAt))
        .limit(50);
    },

    async cancel(id: number, conversationId: number, senderUserId: number): Promise<boolean> {
      const rows = await db
        .update(scheduledMessages)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(scheduledMessages.id, id),
            eq(scheduledMessages.conversationId, conversationId),
            eq(scheduledMessages.senderUserId, senderUserId),
            eq(scheduledMessages.status, 'scheduled'),
          ),
        )
        .returning({ id: scheduledMessages.id });
      return rows.length > 0;
    },

    /**
     * The due ones, each taken by one instance only (the row stays locked by its transaction, and the
     * others skip it): the caller sends and marks it in that same transaction.
     */
    async takeDue(now: Date, limit: number, tx: Tx): Promise<ScheduledRow[]> {
      const result = await tx.execute(sql`
        select id from ${scheduledMessages}
        where status = 'scheduled' and send_at <= ${now.toISOString()}::timestamptz
        order by send_at limit ${limit} for update skip locked`);
      const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(scheduledMessages)
        .where(and(inArray(scheduledMessages.id, ids), lte(scheduledMessages.sendAt, now)));
    },

    async mark(id: number, status: 'sent' | 'cancelled', messageId: number | null, tx: Tx): Promise<void> {
      await tx.update(scheduledMessages).set({ status, messageId }).where(eq(scheduledMessages.id, id));
    },
  };
}

export type ScheduledMessagesRepository = ReturnType<typeof scheduledMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    scheduledMessagesRepository: ScheduledMessagesRepository;
  }
}

export default domainPlugin('scheduledMessagesRepository', (app) => scheduledMessagesRepository(app.db), [
  'database',
]);
