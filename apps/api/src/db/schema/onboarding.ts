import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's intake (issue 11). Goals are ordinary profile data; every other column is health data
 * (Ley 21.719) and is only non-null while a health consent is active: withdrawal sets them to null in the
 * same transaction that records it. One row per member, gone with the account.
 */
export const memberIntakes = pgTable('member_intakes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goals: text('goals')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  goalOther: text('goal_other'),
  mealsPerDay: text('meals_per_day'),
  activity: text('activity'),
  sleep: text('sleep'),
  diets: text('diets').array(),
  allergies: text('allergies'),
  conditions: text('conditions'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  skippedAt: timestamp('skipped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each health consent given, with the version of the text, when and how; a withdrawal is recorded on the
 * same row (never deleted while the account exists), so the history can prove both. At most one active.
 */
export const healthConsents = pgTable(
  'health_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    givenVia: text('given_via', { enum: ['intake_form', 'profile'] }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    // What the accepted text named (HEALTH_DATA_USES): the record proves the purposes, not only the version.
    uses: text('uses')
      .array()
      .notNull()
      .default(sql`'{intake}'::text[]`),
    // 'renewal': ended by her acceptance of a newer text, not withdrawn.
    withdrawnVia: text('withdrawn_via', { enum: ['intake_form', 'profile', 'renewal'] }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('health_consents_user_idx').on(table.userId, table.givenAt),
    // Two tabs consenting at once cannot leave two active consents for one purpose.
    uniqueIndex('health_consents_active_unique')
      .on(table.userId, table.purpose)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/** Steps of the getting-started checklist that other domains record ('tutorial', 'first_video', …). */
export const memberMilestones = pgTable(
  'member_milestones',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
