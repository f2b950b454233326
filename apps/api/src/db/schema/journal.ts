import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Emotion, JournalEntryBody } from '@vitalia/shared/journal';
import type { Meal } from '@vitalia/shared/meal-plans';
import { trainers } from './catalog';
import { users } from './users';

/**
 * A meal she logged in her food journal (issue 47): health data, kept only with her consent and removed with
 * her account. `client_id` is her page's id for it: a retried save finds this row instead of making another.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    meal: text('meal').$type<Meal>().notNull(),
    eatenAt: timestamp('eaten_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    foods: jsonb('foods').$type<JournalEntryBody['foods']>().notNull().default([]),
    hungerBefore: smallint('hunger_before'),
    hungerAfter: smallint('hunger_after'),
    emotion: text('emotion').$type<Emotion>(),
    place: text('place').$type<NonNullable<JournalEntryBody['place']>>(),
    company: text('company').$type<NonNullable<JournalEntryBody['company']>>(),
    // The photo as we re-encoded it (WebP, no EXIF, no location).
    photoKey: text('photo_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journal_entries_client_idx').on(table.memberId, table.clientId),
    index('journal_entries_member_day_idx').on(table.memberId, table.eatenAt),
  ],
);

/** A professional's comment on an entry, written within the care relationship; the member reads it. */
export const journalComments = pgTable(
  'journal_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written: the comment still says who wrote it after her account is gone.
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journal_comments_entry_idx').on(table.entryId, table.id)],
);

/** The times of day she asked to be reminded to log a meal, and the day each last went out. */
export const journalReminders = pgTable(
  'journal_reminders',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minuteOfDay: smallint('minute_of_day').notNull(),
    lastSentOn: date('last_sent_on'),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.minuteOfDay] }),
    index('journal_reminders_due_idx').on(table.minuteOfDay, table.lastSentOn),
    check('journal_reminders_minute_check', sql`${table.minuteOfDay} between 0 and 1439`),
  ],
);
