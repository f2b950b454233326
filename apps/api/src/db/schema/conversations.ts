import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { trainers } from './catalog';
import { users } from './users';

/**
 * One thread per member × professional (issue 46), opened by either while the member is in the
 * professional's care; it stays readable after the care ends, closed to new messages. Each side's read
 * state is a pointer (the last message it read) and a counter of what it has not read, both written in the
 * transaction that changes them (ADR 0078): no count per request, no row per message read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    trainerReadId: bigint('trainer_read_id', { mode: 'number' }).notNull().default(0),
    memberUnread: integer('member_unread').notNull().default(0),
    trainerUnread: integer('trainer_unread').notNull().default(0),
    // The message each side was last e-mailed about (a burst left unread): the reminder job writes it with
    // the e-mail, in one transaction, so a retried job never sends a second one (ADR 0078).
    memberMailedFor: bigint('member_mailed_for', { mode: 'number' }).notNull().default(0),
    trainerMailedFor: bigint('trainer_mailed_for', { mode: 'number' }).notNull().default(0),
    // When the professional's away reply last went to this member: at most once every 12 hours.
    awaySentAt: timestamp('away_sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.memberId, table.trainerId),
    // Each side's list, most recent first (keyset on the same expression).
    index('conversations_member_recent_idx').on(
      table.memberId,
      sql`coalesce(${table.lastMessageAt}, ${table.createdAt})`,
      table.id,
    ),
    // The unread count reads only threads with something unread (index-only).
    index('conversations_member_unread_idx')
      .on(table.memberId, table.memberUnread)
      .where(sql`${table.memberUnread} > 0`),
    index('conversations_trainer_unread_idx')
      .on(table.trainerId, table.trainerUnread)
      .where(sql`${table.trainerUnread} > 0`),
    index('conversations_trainer_recent_idx').on(
      table.trainerId,
      sql`coalesce(${table.lastMessageAt}, ${table.createdAt})`,
      table.id,
    ),
  ],
);

/**
 * A professional's unread messages over all her threads: the sum of her threads' `trainer_unread`, kept by a
 * trigger on `conversations` in the same transaction as each counter (ADR 0090). Her unread badge reads
 * these few rows instead of summing thousands of threads; a member's few threads are summed as they are.
 * The total is split in UNREAD_TOTAL_SLOTS rows by thread (`slot` = thread id mod 16): one row would be
 * locked by every send to her until it commits, so her clients' messages would wait for each other.
 */
export const UNREAD_TOTAL_SLOTS = 16;
export const trainerUnreadTotals = pgTable(
  'trainer_unread_totals',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.trainerId, table.slot] })],
);

/**
 * A message: text only (shown as text, never as HTML). `client_id` is the sender's own id for it, so a
 * retried send finds the message it already made instead of making a second.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: ['member', 'professional'] }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientId: uuid('client_id').notNull(),
    // Sent by Vitalia for its sender (her away reply), not written by her just now.
    automatic: boolean('automatic').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What a page of history needs that is the same every time it is read, kept with the row so that the
    // page's statement does not work it out for 50 messages on every read (ADR 0090, fourth addendum):
    // the time as the API writes it (`iso_utc_ms`, migration 0072), and how many files the send claimed.
    createdAtIso: text('created_at_iso')
      .notNull()
      .generatedAlwaysAs(sql`iso_utc_ms(created_at)`),
    attachmentCount: smallint('attachment_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('conversation_messages_client_idx').on(table.conversationId, table.clientId),
    index('conversation_messages_history_idx').on(table.conversationId, table.id),
  ],
);

/**
 * A photo or PDF attached to a message (issue 46). Uploaded first (no message yet), then claimed by the
 * message that sends it, in the send's transaction; an upload never sent is swept after a day. Photos are
 * stored as the WebP we re-encoded (no EXIF, no location), PDFs as sent after their bytes were sniffed.
 */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'cascade',
    }),
    uploaderUserId: integer('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'pdf'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_attachments_key_idx').on(table.storageKey),
    index('conversation_attachments_message_idx').on(table.messageId),
    // The sweep of uploads never sent, oldest first.
    index('conversation_attachments_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.messageId} is null`),
    // A thread's files, and a page's by its messages' id range (the page statement).
    index('conversation_attachments_thread_idx').on(table.conversationId, table.messageId),
  ],
);

/** A professional's saved replies (issue 46): texts she sends often, inserted in a message and edited there. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_replies_trainer_idx').on(table.trainerId, table.title)],
);

/**
 * A message a participant reported (issue 46): the reason and who, never a copy of the text. An admin reads
 * the thread only by opening it with a written reason (audited; the participants are told).
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('message_reports_once_idx').on(table.messageId, table.reporterUserId),
    index('message_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * A message a professional wrote to go later (issue 46): sent by a minute job with its own client_id (so a
 * retried run never sends it twice), cancellable until then.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: ['member', 'professional'] }).notNull(),
    body: text('body').notNull(),
    clientId: uuid('client_id').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scheduled_messages_client_idx').on(table.conversationId, table.clientId),
    index('scheduled_messages_due_idx')
      .on(table.sendAt)
      .where(sql`${table.status} = 'scheduled'`),
  ],
);

/** A professional's reply outside her hours (issue 46): her text, and whether it is on. */
export const awayReplies = pgTable('away_replies', {
  trainerId: integer('trainer_id')
    .primaryKey()
    .references(() => trainers.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
