import { index, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { resources } from './catalog';

/** Every download a member asked for: her history, and the admin's per-item figures. */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resource_downloads_user_idx').on(table.userId, table.createdAt),
    index('resource_downloads_resource_idx').on(table.resourceId),
  ],
);

/** The page a member is on in each e-book she reads in the browser: one row per member and e-book. */
export const resourceReads = pgTable(
  'resource_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.resourceId] }),
    index('resource_reads_resource_idx').on(table.resourceId),
  ],
);
