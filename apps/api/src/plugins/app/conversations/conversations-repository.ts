import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { conversationMessages, conversations, trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import { conversationReads, threadQuery } from './conversation-reads-repository';
import { accountsOf, announce, participantColumns } from './conversation-signals-repository';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type Side = MessageRow['senderSide'];

/**
 * Threads between a member and a professional, their messages and each side's read pointer and counter
 * (ADR 0078). Writes take the caller's transaction: the counter moves with the message or the pointer.
 */
export function conversationsRepository(db: Db) {
  const reads = conversationReads(db);

  return {
    /** The thread, its professional's account and whether it is open (inside `tx` when given). */
    async findById(id: number, tx: Db = db) {
      if (tx === db) return reads.thread(id);
      const [row] = await threadQuery(tx, id);
      return row;
    },

    /** The pair's thread, made if there is none (a second call, or a race, answers the same one). */
    async ensure(
      memberId: number,
      trainerId: number,
      tx: Db = db,
    ): Promise<{ id: number; created: boolean }> {
      const [created] = await tx
        .insert(conversations)
        .values({ memberId, trainerId })
        .onConflictDoNothing({ target: [conversations.memberId, conversations.trainerId] })
        .returning({ id: conversations.id });
      if (created) return { id: created.id, created: true };
      const [found] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.memberId, memberId), eq(conversations.trainerId, trainerId)));
      if (!found) throw new Error('conversation vanished while being opened');
      return { id: found.id, created: false };
    },

    /** Her threads, most recent first, after a keyset cursor (conversation-reads-repository.ts). */
    listFor: reads.list,

    /** A thread and a page of its history, newest first, with senders' names and attachments (one statement). */
    threadPage: reads.threadPage,

    async findMessage(conversationId: number, messageId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            eq(conversationMessages.id, messageId),
          ),
        );
      return row;
    },

    /**
     * Adds a message unless this thread already has one with that `client_id` (a retried send): the row and
     * whether it was made now. A new one moves the thread's last message and the other side's counter, and
     * tells every instance (NOTIFY on commit, ids only).
     */
    async send(
      input: {
        conversationId: number;
        side: Side;
        senderUserId: number | null;
        body: string;
        clientId: string;
        /** Sent for her (an away reply): she has not read the thread by it. */
        automatic?: boolean;
        /** How many uploads the send claims in its transaction (none unless given). */
        attachmentCount?: number;
      },
      tx: Tx,
    ): Promise<{ message: MessageRow; created: boolean; recipientReadId: number }> {
      const [created] = await tx
        .insert(conversationMessages)
        .values({
          conversationId: input.conversationId,
          senderSide: input.side,
          senderUserId: input.senderUserId,
          body: input.body,
          clientId: input.clientId,
          automatic: input.automatic ?? false,
          attachmentCount: input.attachmentCount ?? 0,
        })
        .onConflictDoNothing({ target: [conversationMessages.conversationId, conversationMessages.clientId] })
        .returning();
      if (!created) {
        const [existing] = await tx
          .select()
          .from(conversationMessages)
          .where(
            and(
              eq(conversationMessages.conversationId, input.conversationId),
              eq(conversationMessages.clientId, input.clientId),
            ),
          );
        if (!existing) throw new Error('message vanished while being sent');
        return { message: existing, created: false, recipientReadId: 0 };
      }
      const otherUnread = input.side === 'member' ? conversations.trainerUnread : conversations.memberUnread;
      const [after] = await tx
        .update(conversations)
        .set({
          lastMessageId: created.id,
          lastMessageAt: created.createdAt,
          [input.side === 'member' ? 'trainerUnread' : 'memberUnread']: sql`${otherUnread} + 1`,
          // Her own message: she has read the thread up to it (not one sent for her).
          ...(input.automatic
            ? {}
            : {
                [input.side === 'member' ? 'memberReadId' : 'trainerReadId']: created.id,
                [input.side === 'member' ? 'memberUnread' : 'trainerUnread']: 0,
              }),
        })
        .where(eq(conversations.id, input.conversationId))
        .returning({
          memberReadId: conversations.memberReadId,
          trainerReadId: conversations.trainerReadId,
          ...participantColumns,
        });
      await announce(tx, {
        conversationId: input.conversationId,
        kind: 'message',
        messageId: created.id,
        to: accountsOf(after),
      });
      const recipientReadId = (input.side === 'member' ? after?.trainerReadId : after?.memberReadId) ?? 0;
      return { message: created, created: true, recipientReadId };
    },

    /**
     * "Marcar como no leída": the thread counts (at least) one unread again, to come back to it. Her read
     * pointer stays where it is, so the other side's "Visto" still tells the truth; her next read recounts.
     * Nothing to do when the other side has not written.
     */
    async markUnread(conversationId: number, side: Side, tx: Tx): Promise<number> {
      const [theirs] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            sql`${conversationMessages.senderSide} <> ${side}`,
          ),
        )
        .orderBy(desc(conversationMessages.id))
        .limit(1);
      if (!theirs) return 0;
      const counter = side === 'member' ? conversations.memberUnread : conversations.trainerUnread;
      const [row] = await tx
        .update(conversations)
        .set({ [side === 'member' ? 'memberUnread' : 'trainerUnread']: sql`greatest(${counter}, 1)` })
        .where(eq(conversations.id, conversationId))
        .returning({ unread: counter });
      return row?.unread ?? 1;
    },

    /**
     * Moves one side's read pointer forward to `messageId` (never back) and sets its counter to what the
     * other side wrote after it: a bounded count, on a write, never on a read.
     */
    async markRead(conversationId: number, side: Side, messageId: number, tx: Tx): Promise<number> {
      const pointer = side === 'member' ? conversations.memberReadId : conversations.trainerReadId;
      const [row] = await tx
        .update(conversations)
        .set({
          [side === 'member' ? 'memberReadId' : 'trainerReadId']: sql`greatest(${pointer}, ${messageId})`,
        })
        .where(eq(conversations.id, conversationId))
        .returning({ readId: pointer, ...participantColumns });
      const readId = row?.readId ?? messageId;
      const [unread] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            gt(conversationMessages.id, readId),
            sql`${conversationMessages.senderSide} <> ${side}`,
          ),
        );
      const count = unread?.count ?? 0;
      await tx
        .update(conversations)
        .set({ [side === 'member' ? 'memberUnread' : 'trainerUnread']: count })
        .where(eq(conversations.id, conversationId));
      // The other side's "Visto" moves.
      await announce(tx, { conversationId, kind: 'read', messageId: readId, to: accountsOf(row) });
      return count;
    },

    /** Her threads as a member and their messages, oldest first (her data export), bounded. */
    async exportFor(memberId: number, limit: number) {
      return db
        .select({
          conversationId: conversations.id,
          professional: trainers.name,
          side: conversationMessages.senderSide,
          body: conversationMessages.body,
          sentAt: conversationMessages.createdAt,
        })
        .from(conversations)
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
        .where(eq(conversations.memberId, memberId))
        .orderBy(conversations.id, conversationMessages.id)
        .limit(limit);
    },

    /** The two accounts of a thread: the member and her professional's (null once the card has none). */
    async participants(conversationId: number): Promise<number[]> {
      const [row] = await db
        .select({ memberId: conversations.memberId, trainerUserId: trainers.userId })
        .from(conversations)
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .where(eq(conversations.id, conversationId));
      if (!row) return [];
      return row.trainerUserId === null ? [row.memberId] : [row.memberId, row.trainerUserId];
    },

    /** What an account has not read, on both sides, from the kept counters. */
    unreadFor: reads.unread,
  };
}

export type ConversationsRepository = ReturnType<typeof conversationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationsRepository: ConversationsRepository;
  }
}

export default domainPlugin('conversationsRepository', (app) => conversationsRepository(app.db), [
  'database',
]);
