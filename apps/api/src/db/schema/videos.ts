import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { requiredPlan, trainers } from './catalog';

export const VIDEO_PROCESSING_STATES = ['none', 'queued', 'processing', 'ready', 'failed'] as const;

/**
 * A video (issue 19): either an uploaded file (kept as `source_path`, transcoded by a job into an HLS
 * ladder under `hls_prefix`) or a YouTube/Vimeo address played in an embed (free videos only, a CHECK).
 * `search` (migration 0019) is a stored tsvector like the e-books'.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** A YouTube or Vimeo address (free videos only); null for an uploaded video. */
    embedUrl: text('embed_url'),
    /** Storage key of the uploaded original; null until an admin uploads one. */
    sourcePath: text('source_path'),
    sourceSize: bigint('source_size', { mode: 'number' }),
    processing: text('processing', { enum: VIDEO_PROCESSING_STATES }).notNull().default('none'),
    /** Why there is no ladder: the job's Spanish error, or that ffmpeg is not installed. */
    processingError: text('processing_error'),
    /** Storage prefix of the HLS ladder (`videos/<id>-<random>/`), and the renditions in it. */
    hlsPrefix: text('hls_prefix'),
    renditions: jsonb('renditions').$type<string[]>().notNull().default([]),
    posterPath: text('poster_path'),
    captionsPath: text('captions_path'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    requiredPlan: requiredPlan(),
    /** The professional who publishes it (her own videos at /trainer/videos); null for the team's. */
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_status_published_idx').on(table.status, table.publishedAt, table.id),
    check(
      'videos_embed_free_check',
      sql`(${table.embedUrl} is null or (${table.requiredPlan} = 'free' and ${table.sourcePath} is null))`,
    ),
  ],
);

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
