import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin write, append-only (ADR 0021): migration 0005 adds a trigger that refuses UPDATE and DELETE,
 * so not even a bug in a future route can rewrite history. No foreign keys: an entry outlives the account it
 * is about and the admin who wrote it (their e-mail is kept as it was).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The member the entry is about, when there is one: their page lists these. */
    subjectUserId: integer('subject_user_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subjectUserId, table.createdAt),
  ],
);

/** Typed platform settings; each key's shape and default live in @vitalia/shared/settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * The console's per-period figures of closed periods (ADR 0046): distinct active members and new members
 * per day, week and month on Santiago's calendar, refreshed by a scheduled job when a period closes. The
 * open period is always counted live.
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    granularity: text('granularity', { enum: ['day', 'week', 'month'] }).notNull(),
    /** The period's first day, YYYY-MM-DD, as the API labels it. */
    period: text('period').notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    newMembers: integer('new_members').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.granularity, table.period] })],
);

/** Which periods each granularity's rollups cover: labels from `rolled_from` to before `rolled_until`. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  granularity: text('granularity', { enum: ['day', 'week', 'month'] }).primaryKey(),
  rolledFrom: text('rolled_from').notNull(),
  rolledUntil: text('rolled_until').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
