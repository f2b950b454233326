import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { requiredPlan, trainers } from './catalog';

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  /** Storage key of the PDF (sniffed on upload, ≤ 50 MB); null until an admin uploads it. */
  filePath: text('file_path'),
  fileSize: integer('file_size'),
  pages: integer('pages'),
  /** Storage key of the cover an admin uploaded (re-encoded WebP). */
  coverPath: text('cover_path'),
  /** Storage key of the cover made from the PDF's first page (a job, when pdftoppm is installed). */
  generatedCoverPath: text('generated_cover_path'),
  requiredPlan: requiredPlan(),
  /** The professional who publishes it (her own e-books at /trainer/ebooks); null for the team's. */
  trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
  /** Members see published resources only; a draft is the staff's until it is published. */
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('published'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
