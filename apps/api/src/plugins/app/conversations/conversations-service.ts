import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  ConversationSchema,
  type ContactsResponse,
  type Conversation,
  type Attachment,
  type Message,
  type OpenConversation,
  type SendMessage,
} from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { AppError } from '../../../lib/app-error';
import { assertCan } from '../../../lib/assert-can';
import { decodeCursor, encodeCursor } from '../../../lib/keyset-cursor';
import type { UserRow } from '../users/user-presenter';
import { domainPlugin } from '../domain-plugin';
import type { MessageRow, Side } from './conversations-repository';
import { pageMessages, presentAttachments } from './attachment-presenter';
import { replyWhenAway } from './away-reply';

const CursorSchema = z.object({ at: z.string().max(60), id: z.number().int().positive() });

/** Who the reader is in a thread: the member, or the professional through her team card. */
const sideOf = (userId: number, thread: { memberId: number; trainerUserId: number | null }): Side =>
  thread.memberId === userId ? 'member' : 'professional';

/** A message just sent, as its sender sees it (a page of history is written by PostgreSQL: ThreadPage). */
const presentMessage = (
  row: MessageRow,
  reader: Side,
  senderName: string,
  attachments: Attachment[],
): Message => ({
  id: row.id,
  conversation_id: row.conversationId,
  client_id: row.clientId,
  mine: row.senderSide === reader,
  sender_name: senderName,
  body: row.body,
  automatic: row.automatic,
  attachments,
  // The text a page of history shows for it, written once by PostgreSQL (`iso_utc_ms`).
  created_at: row.createdAtIso,
});

/**
 * Messages between a member and the professionals caring for her (issue 46). Only the thread's two
 * participants reach it (`assertCan` on the policy table's `conversation`, owners the member and the team
 * card's account): anyone else, whatever id she guessed, gets the same 404.
 */
export function conversationsService(app: FastifyInstance) {
  const repo = app.conversationsRepository;
  const attachmentsRepo = app.conversationAttachmentsRepository;

  type Found = {
    conversation: { memberId: number; memberReadId: number; trainerReadId: number };
    trainerUserId: number | null;
  };

  /** A found thread with the caller's side, if she is one of its participants; otherwise the thread's 404. */
  const asParticipant = <T extends Found>(user: UserRow, action: 'read' | 'update', found: T | undefined) => {
    if (!found) throw AppError.notFound(M.notFound);
    const owners = [found.conversation.memberId, found.trainerUserId];
    assertCan(user, action, 'conversation', owners, { hideOthers: true, notFoundMessage: M.notFound });
    const side = sideOf(user.id, {
      memberId: found.conversation.memberId,
      trainerUserId: found.trainerUserId,
    });
    return { ...found, side };
  };

  /** The thread, if the caller is one of its participants; otherwise the same 404 as a thread that is not. */
  const participantThread = async (user: UserRow, action: 'read' | 'update', id: number) =>
    asParticipant(user, action, await repo.findById(id));

  const listRow = async (user: UserRow, id: number): Promise<Conversation> => {
    const page = await repo.listFor(user.id, undefined, 1, id);
    const [conversation] = ConversationSchema.array().parse(JSON.parse(page.conversations));
    if (!conversation) throw AppError.notFound(M.notFound);
    return conversation;
  };

  return {
    /** The thread for one of its participants (with her side and whether it is open); 404 for anyone else. */
    thread: participantThread,

    /** One of her threads as her list shows it, wherever it falls in the list's pages; 404 for anyone else. */
    async get(user: UserRow, id: number): Promise<Conversation> {
      await participantThread(user, 'read', id);
      return listRow(user, id);
    },

    /** A page of her threads, newest first, as the JSON text of `ConversationsResponse` (see `listStatement`). */
    async list(user: UserRow, cursorText?: string): Promise<string> {
      const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, CursorSchema);
      if (cursor === null) throw AppError.badRequest(M.badCursor);
      const page = await repo.listFor(user.id, cursor, CONVERSATIONS_PAGE_SIZE);
      const next = page.next ? JSON.stringify(encodeCursor(page.next)) : null;
      return `{"success":true,"conversations":${page.conversations},"next_cursor":${next}}`;
    },

    /**
     * The pair's thread, made if new: a member names a professional who cares for her, a professional a
     * member in her care. Anyone else is refused without saying whether the person exists.
     */
    async open(
      user: UserRow,
      body: OpenConversation,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      let memberId: number;
      let trainerId: number;
      if ('professional_id' in body) {
        memberId = user.id;
        trainerId = body.professional_id;
      } else {
        const card = await app.trainersRepository.findByUser(user.id);
        if (!card) throw AppError.notFound(M.notInCare);
        memberId = body.member_id;
        trainerId = card.id;
      }
      // She is one of the two participants by construction; whether the pair is in care is the real test.
      assertCan(user, 'create', 'conversation', [memberId, user.id], {
        hideOthers: true,
        notFoundMessage: M.notInCare,
      });
      const team = await app.careRepository.currentTeam(memberId);
      if (!team.some((card) => card.id === trainerId)) throw AppError.notFound(M.notInCare);
      const { id, created } = await repo.ensure(memberId, trainerId);
      return { conversation: await listRow(user, id), created };
    },

    /**
     * A page of the thread's history as the JSON text of `MessagesResponse`: PostgreSQL writes the page
     * (`ThreadPage`), and only a page with files is parsed here, to sign its links for this reader.
     */
    async history(user: UserRow, id: number, query: { before?: number; limit: number }): Promise<string> {
      // The thread and its page in one statement; nothing of the page is used before the check.
      const page = asParticipant(user, 'read', await repo.threadPage(id, query.before, query.limit, user.id));
      const { memberReadId, trainerReadId } = page.conversation;
      const otherReadId = page.side === 'member' ? trainerReadId : memberReadId;
      const messages =
        page.files === 0 ? page.messages : JSON.stringify(await pageMessages(app.storage, page.messages));
      return `{"success":true,"messages":${messages},"next_before":${page.nextBefore ?? null},"seen_up_to":${
        otherReadId > 0 ? otherReadId : null
      }}`;
    },

    /**
     * Sends once per `client_id`: a retry (a dropped connection, a second click) answers the message made
     * the first time. A closed thread (the care ended) takes no new message.
     */
    async send(
      user: UserRow,
      id: number,
      input: SendMessage,
    ): Promise<{ message: Message; created: boolean }> {
      const thread = await participantThread(user, 'update', id);
      await app.rateLimiter.consume(`messages:${user.id}`, MESSAGES_PER_MINUTE, M.tooManyMessages);
      if (!thread.open) throw AppError.conflict(M.closed);
      const emailDelay = await app.unreadReminders.delayMinutes();
      const { message, created } = await app.db.transaction(async (tx) => {
        const sent = await repo.send(
          {
            conversationId: id,
            side: thread.side,
            senderUserId: user.id,
            body: input.body,
            clientId: input.client_id,
            // The claim below ties exactly these, or the whole send rolls back.
            attachmentCount: input.attachment_ids.length,
          },
          tx,
        );
        if (!sent.created) return sent;
        if (thread.side === 'member')
          await replyWhenAway(
            { away: app.awayRepliesRepository, threads: repo },
            {
              conversationId: id,
              trainerId: thread.conversation.trainerId,
              trainerUserId: thread.trainerUserId,
            },
            tx,
          );
        const claimed = await attachmentsRepo.claim(
          {
            conversationId: id,
            uploaderUserId: user.id,
            ids: input.attachment_ids,
            messageId: sent.message.id,
          },
          tx,
        );
        // Another's upload, another thread's, one already sent or swept: nothing of this send is kept.
        if (claimed !== input.attachment_ids.length) throw AppError.conflict(M.attachmentUnavailable);
        await app.unreadReminders.schedule(
          {
            conversationId: id,
            recipient: thread.side === 'member' ? 'professional' : 'member',
            messageId: sent.message.id,
            recipientReadId: sent.recipientReadId,
          },
          tx,
          emailDelay,
        );
        return sent;
      });
      app.unreadBadges.forget([thread.conversation.memberId, thread.trainerUserId]);
      // The same id used for another text, or by the other participant: not a retry of this message.
      if (!created && (message.body !== input.body || message.senderUserId !== user.id))
        throw AppError.conflict(M.clientIdTaken);
      const attachments = await presentAttachments(
        app.storage,
        await attachmentsRepo.forMessages([message.id]),
      );
      return {
        message: presentMessage(message, thread.side, user.firstName, attachments),
        created,
      };
    },

    async markRead(user: UserRow, id: number, messageId: number): Promise<number> {
      const thread = await participantThread(user, 'read', id);
      if (!(await repo.findMessage(id, messageId))) throw AppError.notFound(M.messageNotFound);
      const unread = await app.db.transaction((tx) => repo.markRead(id, thread.side, messageId, tx));
      app.unreadBadges.forget([user.id]);
      return unread;
    },

    /** Her thread counts as unread again (its newest message from the other side), to come back to it. */
    async markUnread(user: UserRow, id: number): Promise<number> {
      const thread = await participantThread(user, 'read', id);
      const unread = await app.db.transaction((tx) => repo.markUnread(id, thread.side, tx));
      app.unreadBadges.forget([user.id]);
      return unread;
    },

    unreadCount: (user: UserRow) => app.unreadBadges.count(user.id),

    /** Whom she can write to: the professionals caring for her now (a professional starts from a chart). */
    async contacts(user: UserRow): Promise<ContactsResponse> {
      const team = await app.careRepository.currentTeam(user.id);
      return {
        success: true,
        contacts: team.map(({ id, name, specialization }) => ({ id, name, specialization })),
      };
    },
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    conversations: ConversationsService;
  }
}

export default domainPlugin('conversations', conversationsService, [
  'conversations-repository',
  'conversation-attachments-repository',
  'away-replies-repository',
  'care-repository',
  'storage',
  'trainers-repository',
  'rate-limiter',
  'unread-reminders',
  'unread-badges',
]);
