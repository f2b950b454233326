import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The effects of one queued job, done (issue 43 §1): written in the transaction that writes them, so a job
 * run again after its effects committed (its process died before the queue marked it done) does nothing.
 */
export const jobEffects = pgTable('job_effects', {
  jobId: uuid('job_id').primaryKey(),
  queue: text('queue').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Dev outbox: where mail goes when no SMTP_URL is configured. */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** The calendar invitation the mail carried (.ics), when it had one. */
  calendar: text('calendar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an admin sent, to whom (everyone, a plan, one member) and how many it reached. The rows themselves are
 * written by one INSERT … SELECT after the request has answered; `completedAt` marks that it ran.
 */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  actionUrl: text('action_url'),
  audience: jsonb('audience')
    .$type<
      | { kind: 'all' }
      | { kind: 'plan'; plan: 'free' | 'premium' | 'prime' }
      | { kind: 'user'; userId: number }
    >()
    .notNull(),
  recipients: integer('recipients').notNull().default(0),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    /**
     * What the item is about ("appointment:12"): a newer item on the same subject replaces it, so the bell
     * shows a booking's latest state, not each step (issue 49 §5).
     */
    subject: text('subject'),
    isRead: boolean('is_read').notNull().default(false),
    broadcastId: integer('broadcast_id').references(() => notificationBroadcasts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_subject_idx')
      .on(table.userId, table.subject)
      .where(sql`${table.subject} is not null`),
    // One row per member per broadcast: a delivery re-run after a crash adds only what is missing.
    uniqueIndex('notifications_broadcast_user_idx').on(table.broadcastId, table.userId),
  ],
);

export const dailyMessages = pgTable('daily_messages', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().unique(),
  message: text('message').notNull(),
  author: text('author'),
  isActive: boolean('is_active').notNull().default(true),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  rating: integer('rating').notNull(),
  category: text('category', { enum: ['general', 'content', 'technical', 'suggestion'] }).notNull(),
  name: text('name'),
  email: text('email'),
  subject: text('subject'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
});
