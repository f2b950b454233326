import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { conversationAttachments, conversationMessages, conversations } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type AttachmentRow = typeof conversationAttachments.$inferSelect;
export type NewAttachment = typeof conversationAttachments.$inferInsert;

/** Photos and PDFs of messages (issue 46): uploaded loose, claimed by the message that sends them. */
export function conversationAttachmentsRepository(db: Db) {
  return {
    async insert(values: NewAttachment): Promise<AttachmentRow> {
      const [row] = await db.insert(conversationAttachments).values(values).returning();
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    /**
     * Ties the sender's own loose uploads of this thread to her message, in the send's transaction: the
     * count tied, so the caller can refuse (and roll back) when one was someone else's, another thread's,
     * already sent or swept.
     */
    async claim(
      input: { conversationId: number; uploaderUserId: number; ids: number[]; messageId: number },
      tx: Tx,
    ): Promise<number> {
      if (input.ids.length === 0) return 0;
      const claimed = await tx
        .update(conversationAttachments)
        .set({ messageId: input.messageId })
        .where(
          and(
            inArray(conversationAttachments.id, input.ids),
            eq(conversationAttachments.conversationId, input.conversationId),
            eq(conversationAttachments.uploaderUserId, input.uploaderUserId),
            isNull(conversationAttachments.messageId),
            // The sweep takes uploads a day old: a claim never races it for one.
            gt(conversationAttachments.createdAt, sql`now() - interval '23 hours'`),
          ),
        )
        .returning({ id: conversationAttachments.id });
      return claimed.length;
    },

    /** Records the size of a file written after its row (the demo's attachments, drawn at first start). */
    /** Which of these stored keys an attachment row still references. */
    async referenced(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: conversationAttachments.storageKey })
        .from(conversationAttachments)
        .where(inArray(conversationAttachments.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    async setSize(storageKey: string, sizeBytes: number): Promise<void> {
      await db
        .update(conversationAttachments)
        .set({ sizeBytes })
        .where(eq(conversationAttachments.storageKey, storageKey));
    },

    /** The attachments of a page of messages, in the order they were uploaded. */
    async forMessages(messageIds: number[], tx: Db = db): Promise<AttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return tx
        .select()
        .from(conversationAttachments)
        .where(inArray(conversationAttachments.messageId, messageIds))
        .orderBy(asc(conversationAttachments.id));
    },

    /** Every sent attachment of her threads as a member (her data export), bounded. */
    async exportFor(memberId: number, limit: number) {
      return db
        .select({
          conversationId: conversationAttachments.conversationId,
          kind: conversationAttachments.kind,
          name: conversationAttachments.name,
          size: conversationAttachments.sizeBytes,
          key: conversationAttachments.storageKey,
          sentAt: conversationMessages.createdAt,
        })
        .from(conversationAttachments)
        .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
        .innerJoin(conversationMessages, eq(conversationMessages.id, conversationAttachments.messageId))
        .where(eq(conversations.memberId, memberId))
        .orderBy(asc(conversationAttachments.id))
        .limit(limit);
    },

    /** The stored files of her threads: removed after her account (and with it the rows) is erased. */
    async keysOfMember(memberId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ key: conversationAttachments.storageKey })
        .from(conversationAttachments)
        .innerJoin(conversations, eq(conversations.id, conversationAttachments.conversationId))
        .where(eq(conversations.memberId, memberId));
      return rows.map((row) => row.key);
    },

    /** Uploads never sent, older than `before`, oldest first. */
    async unsentBefore(before: Date, limit: number): Promise<{ id: number; key: string }[]> {
      return db
        .select({ id: conversationAttachments.id, key: conversationAttachments.storageKey })
        .from(conversationAttachments)
        .where(and(isNull(conversationAttachments.messageId), lt(conversationAttachments.createdAt, before)))
        .orderBy(asc(conversationAttachments.createdAt))
        .limit(limit);
    },

    async removeUnsent(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(conversationAttachments)
        .where(and(inArray(conversationAttachments.id, ids), isNull(conversationAttachments.messageId)));
    },
  };
}

export type ConversationAttachmentsRepository = ReturnType<typeof conversationAttachmentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationAttachmentsRepository: ConversationAttachmentsRepository;
  }
}

export default domainPlugin(
  'conversationAttachmentsRepository',
  (app) => conversationAttachmentsRepository(app.db),
  ['database'],
);
