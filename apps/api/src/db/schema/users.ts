import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased; uniqueness is case-insensitive because of that. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    avatarPath: text('avatar_path'),
    /** One role per account; what each role may do is the policy table in @vitalia/shared/permissions. */
    role: text('role', { enum: ['member', 'trainer', 'admin'] })
      .notNull()
      .default('member'),
    googleSub: text('google_sub'),
    profileVisible: boolean('profile_visible').notNull().default(true),
    planType: text('plan_type', { enum: ['free', 'premium', 'prime'] })
      .notNull()
      .default('free'),
    /** A suspended account cannot sign in and its sessions end at once (ADR 0021). Deleted accounts are gone. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Her personal calendar feed's version: raising it revokes every address issued before (ADR 0039). */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(1),
    /**
     * Name, e-mail and username folded to lower case without accents, for the admin search ("maria" finds
     * "María"); trigram-indexed. `vitalia_fold` is an immutable SQL function created by migration 0005.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`vitalia_fold(first_name || ' ' || last_name || ' ' || email || ' ' || username)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_role_idx').on(table.role),
    // The members table's default order (newest first, id to break ties), scanned backwards for any page.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC of the cookie token: a leaked table does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** "Último uso" in Sesiones activas: refreshed at most every few minutes, never on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One row per sign-in: "active members" in analytics (sessions themselves go on sign-out). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_ins_created_user_idx').on(table.createdAt, table.userId),
    index('sign_ins_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every API instance (DESIGN "Scale-out"). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
