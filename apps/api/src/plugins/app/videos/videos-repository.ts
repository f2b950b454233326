/* eslint-disable max-lines -- every query of the video tables (videos, progress, uploads) and its prepared catalogue statements. */
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { boundedSearchText } from '../../../lib/web-search';
import { videoProgress, videos } from '../../../db/schema/index';
import { type AdminListFilter, contentTableQueries } from '../catalogue/content-repository';
import { domainPlugin } from '../domain-plugin';
import { overlayReader } from '../catalogue/catalogue-pages';
import { catalogueStateColumns } from '../catalogue/catalogue-repository';

export type VideoRow = typeof videos.$inferSelect;
type NewVideo = Pick<
  typeof videos.$inferInsert,
  'slug' | 'title' | 'description' | 'category' | 'requiredPlan' | 'status' | 'embedUrl' | 'trainerId'
>;
/** Whose video it is never changes with an edit. */
type VideoChanges = Omit<NewVideo, 'slug' | 'trainerId'>;

/** One member's progress on one video, when she has opened it. */
export interface VideoProgressFigures {
  positionSeconds: number | null;
  watchedSeconds: number | null;
  completedAt: Date | null;
}

/** A video as a member's list shows it: with her own progress, when she has opened it. */
export interface VideoListRow extends VideoRow, VideoProgressFigures {}

export const NO_PROGRESS: VideoProgressFigures = {
  positionSeconds: null,
  watchedSeconds: null,
  completedAt: null,
};

export interface AdminVideoRow extends VideoRow {
  views: number;
  completions: number;
  watchSeconds: number;
}

/**
 * The e-books' Spanish search on the videos' own stored vector (migration 0019), or a typo of a title word
 * (`<%`, indexed; with the connection's typo threshold). ANDed, so parenthesised.
 */
export function videoMatches(text: string): SQL {
  return sql`("videos".search @@ websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)})
    or vitalia_unaccent(${text}) <% vitalia_unaccent("videos"."title"))`;
}

const rankFor = (text: string) =>
  sql`ts_rank("videos".search, websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)}))`;

const listColumns = () => ({
  ...getTableColumns(videos),
  positionSeconds: videoProgress.positionSeconds,
  watchedSeconds: videoProgress.watchedSeconds,
  completedAt: videoProgress.completedAt,
});

const adminColumns = () => ({
  ...getTableColumns(videos),
  views: sql<number>`(select count(*) from "video_progress" vp where vp.video_id = "videos"."id")`.mapWith(
    Number,
  ),
  completions:
    sql<number>`(select count(*) from "video_progress" vp where vp.video_id = "videos"."id" and vp.completed_at is not null)`.mapWith(
      Number,
    ),
  watchSeconds:
    sql<number>`(select coalesce(sum(vp.watched_seconds), 0) from "video_progress" vp where vp.video_id = "videos"."id")`.mapWith(
      Number,
    ),
});

export function videosRepository(db: Db) {
  const mine = (viewerId: number | Placeholder) =>
    and(eq(videoProgress.videoId, videos.id), eq(videoProgress.userId, viewerId));

  // Asked on every list request, with the catalogue's state (ADR 0044), so prepared once.
  const overlayQuery = db
    .select({
      id: videos.id,
      positionSeconds: videoProgress.positionSeconds,
      watchedSeconds: videoProgress.watchedSeconds,
      completedAt: videoProgress.completedAt,
      ...catalogueStateColumns('video'),
    })
    .from(videos)
    .leftJoin(videoProgress, mine(sql.placeholder('viewerId')))
    .where(sql`${videos.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_video_overlay');

  return {
    ...contentTableQueries(videos, db),

    /** One page of published videos as everyone sees it (the viewer's progress is `progressOf`'s). */
    async listPublished(options: {
      text?: string;
      category?: string;
      plan?: 'free' | 'premium' | 'prime';
      /** Premium and prime videos only (GET /premiumvideos). */
      paidOnly?: boolean;
      limit: number;
      offset: number;
    }): Promise<{ rows: VideoRow[]; total: number }> {
      const { text } = options;
      const where = and(
        eq(videos.status, 'published'),
        options.category ? eq(videos.category, options.category) : undefined,
        options.plan ? eq(videos.requiredPlan, options.plan) : undefined,
        options.paidOnly ? ne(videos.requiredPlan, 'free') : undefined,
        text ? videoMatches(text) : undefined,
      );
      // The page and the count are two index-served queries, side by side: a window count would read
      // every match.
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(videos)
          .where(where)
          .orderBy(...(text ? [desc(rankFor(text))] : []), desc(videos.publishedAt), desc(videos.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(videos).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One member's progress on some videos (a list page's), with the catalogue's state. */
    viewerOverlay: overlayReader(overlayQuery, ({ positionSeconds, watchedSeconds, completedAt }) => ({
      positionSeconds,
      watchedSeconds,
      completedAt,
    })),

    async findForViewer(id: number, viewerId: number): Promise<VideoListRow | null> {
      const [row] = await db
        .select(listColumns())
        .from(videos)
        .leftJoin(videoProgress, mine(viewerId))
        .where(eq(videos.id, id))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number, tx: Db = db): Promise<VideoRow | null> {
      const [row] = await tx.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Adds a watched tramo under the row's lock, so two saves racing (two tabs) merge both. `merge` gets
     * what is stored and answers the new state.
     */
    async saveProgress(
      userId: number,
      videoId: number,
      /** `secondsSinceLastReport` is null on her first report of this video. */
      merge: (current: { watched: [number, number][]; secondsSinceLastReport: number | null }) => {
        watched: [number, number][];
        watchedSeconds: number;
        positionSeconds: number;
        complete: boolean;
      },
      tx: Tx,
    ) {
      const created = await tx
        .insert(videoProgress)
        .values({ userId, videoId })
        .onConflictDoNothing()
        .returning({ userId: videoProgress.userId });
      // The elapsed time by the database's clock, the one that wrote `updated_at`.
      const [current] = await tx
        .select({
          watched: videoProgress.watched,
          completedAt: videoProgress.completedAt,
          elapsed: sql<number>`extract(epoch from (now() - ${videoProgress.updatedAt}))`.mapWith(Number),
        })
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
        .for('update');
      if (!current) throw new Error('video progress row vanished');
      const next = merge({
        watched: current.watched,
        secondsSinceLastReport: created.length > 0 ? null : current.elapsed,
      });
      const [row] = await tx
        .update(videoProgress)
        .set({
          watched: next.watched,
          watchedSeconds: next.watchedSeconds,
          positionSeconds: next.positionSeconds,
          completedAt: current.completedAt ?? (next.complete ? sql`now()` : null),
          updatedAt: sql`now()`,
        })
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
        .returning();
      if (!row) throw new Error('video progress update returned nothing');
      return row;
    },

    /** The published video she watched last and has not completed: her "Continuar". */
    async latestWatching(userId: number) {
      const [row] = await db
        .select({
          id: videos.id,
          title: videos.title,
          position: videoProgress.positionSeconds,
          duration: videos.durationSeconds,
          at: videoProgress.updatedAt,
        })
        .from(videoProgress)
        .innerJoin(videos, eq(videos.id, videoProgress.videoId))
        .where(
          and(
            eq(videoProgress.userId, userId),
            eq(videos.status, 'published'),
            isNull(videoProgress.completedAt),
            sql`${videoProgress.positionSeconds} > 0`,
          ),
        )
        .orderBy(desc(videoProgress.updatedAt))
        .limit(1);
      return row ?? null;
    },

    // Admin.

    async listForAdmin(
      options: AdminListFilter & {
        /** What a course of this professional (null: of the team) may point at: the team's and her own (ADR 0059). */
        usableBy?: number | null;
      },
    ): Promise<{ rows: AdminVideoRow[]; total: number }> {
      const where = and(
        options.status ? eq(videos.status, options.status) : undefined,
        options.trainerId ? eq(videos.trainerId, options.trainerId) : undefined,
        options.usableBy === undefined
          ? undefined
          : or(
              isNull(videos.trainerId),
              options.usableBy === null ? undefined : eq(videos.trainerId, options.usableBy),
            ),
        options.text ? videoMatches(options.text) : undefined,
      );
      const rows = await db
        .select(adminColumns())
        .from(videos)
        .where(where)
        .orderBy(desc(videos.updatedAt), desc(videos.id))
        .limit(options.limit)
        .offset(options.offset);
      const [counted] = await db.select({ total: count() }).from(videos).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findForAdmin(id: number): Promise<AdminVideoRow | null> {
      const [row] = await db.select(adminColumns()).from(videos).where(eq(videos.id, id)).limit(1);
      return row ?? null;
    },

    async insert(values: NewVideo, tx: Db = db): Promise<VideoRow> {
      const [row] = await tx.insert(videos).values(values).returning();
      if (!row) throw new Error('video insert returned nothing');
      return row;
    },

    async update(id: number, values: VideoChanges, tx: Db = db): Promise<VideoRow | null> {
      const [row] = await tx
        .update(videos)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(videos.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Puts a new original in place and sends it to the queue (state `queued`); the ladder, poster and
     * length of the old one no longer describe it. Answers the row as it was (its files are the caller's
     * to remove), or undefined when the video is gone.
     */
    async swapSource(id: number, file: { key: string; size: number }, tx: Tx) {
      const [before] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
      if (!before) return undefined;
      await tx
        .update(videos)
        .set({
          sourcePath: file.key,
          sourceSize: file.size,
          embedUrl: null,
          processing: 'queued',
          processingError: null,
          hlsPrefix: null,
          renditions: [],
          posterPath: null,
          updatedAt: sql`now()`,
        })
        .where(eq(videos.id, id));
      return { previous: before.sourcePath, before };
    },

    /** The job's progress, kept only while the original it works on is still the video's. */
    async setProcessing(
      id: number,
      sourcePath: string,
      values: Partial<
        Pick<
          typeof videos.$inferInsert,
          'processing' | 'processingError' | 'hlsPrefix' | 'renditions' | 'posterPath' | 'durationSeconds'
        >
      >,
    ): Promise<boolean> {
      const [row] = await db
        .update(videos)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), eq(videos.sourcePath, sourcePath)))
        .returning({ id: videos.id });
      return Boolean(row);
    },

    /** The captions file, swapped under the video's row lock (in the caller's transaction). */
    async swapCaptions(id: number, key: string | null, tx: Tx) {
      const [before] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
      if (!before) return undefined;
      await tx
        .update(videos)
        .set({ captionsPath: key, updatedAt: sql`now()` })
        .where(eq(videos.id, id));
      return { previous: before.captionsPath };
    },

    async withoutSource(slugs: readonly string[]): Promise<VideoRow[]> {
      if (slugs.length === 0) return [];
      return db
        .select()
        .from(videos)
        .where(and(isNull(videos.sourcePath), isNull(videos.embedUrl), inArray(videos.slug, [...slugs])));
    },

    /** Of these slugs, the videos without captions (the demo's, to caption on start). */
    async withoutCaptions(slugs: readonly string[]): Promise<VideoRow[]> {
      if (slugs.length === 0) return [];
      return db
        .select()
        .from(videos)
        .where(and(isNull(videos.captionsPath), inArray(videos.slug, [...slugs])));
    },

    /** Generated demo captions, kept only where none arrived meanwhile (another instance, an admin). */
    async setCaptionsIfNone(id: number, key: string): Promise<boolean> {
      const [row] = await db
        .update(videos)
        .set({ captionsPath: key, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), isNull(videos.captionsPath)))
        .returning({ id: videos.id });
      return Boolean(row);
    },

    /** A generated demo file, kept only where no source arrived meanwhile (another instance, an admin). */
    async setSourceIfNone(id: number, file: { key: string; size: number }): Promise<boolean> {
      const [row] = await db
        .update(videos)
        .set({ sourcePath: file.key, sourceSize: file.size, processing: 'queued' })
        .where(and(eq(videos.id, id), isNull(videos.sourcePath), isNull(videos.embedUrl)))
        .returning({ id: videos.id });
      return Boolean(row);
    },
  };
}

export type VideosRepository = ReturnType<typeof videosRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    videosRepository: VideosRepository;
  }
}

export default domainPlugin('videosRepository', (app) => videosRepository(app.db), ['database']);
