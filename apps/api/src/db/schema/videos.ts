import { index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { videos } from './catalog';

/**
 * What one member has watched of one video (issue 19): the merged intervals she actually played (seconds,
 * so skipping to the end does not count as watching it), where she stopped, and when she completed it
 * (≥ 90 % watched). One row per member and video: a view, for the admin's figures.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    watched: jsonb('watched').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('video_progress_video_idx').on(table.videoId),
    index('video_progress_user_updated_idx').on(table.userId, table.updatedAt),
  ],
);
