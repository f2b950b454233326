import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_VIDEOS_PAGE_SIZE,
  CAPTIONS_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_RENDITIONS,
  VIDEOS_PAGE_SIZE,
  type AdminVideo,
  type AdminVideosQuery,
  type PlaybackResponse,
  type VideoCard,
  type VideoInputParsed,
  type VideoProgressInput,
  type VideoProgressSummary,
  type VideosQuery,
  type VideosResponse,
} from '@vitalia/shared/videos';
import {
  creditAllowance,
  isComplete,
  mergeCredited,
  percentWatched,
  watchedSeconds,
} from '@vitalia/shared/video-rules';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { hasPlan } from '@vitalia/shared/permissions';
import { AppError } from '../../../lib/app-error';
import { freeSlug, insertWithFreeSlug } from '../../../lib/free-slug';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import { isOwnContent, ownTrainerCard } from '../trainers/own-content';
import { grantedItemIds, mayOpenDraft, type Viewer } from '../entitlements/entitlements';
import { slugOf } from '../library/library-service';
import { storedFileVersion, swapStoredFile, type UploadPolicy } from '../storage';
import { playbackTokens } from './playback-tokens';
import { NO_PROGRESS, type AdminVideoRow, type VideoListRow, type VideoRow } from './videos-repository';

export const VIDEO_TRANSCODE_QUEUE = 'video.transcode';

export const VIDEO_POLICY: UploadPolicy = {
  maxBytes: VIDEO_MAX_BYTES,
  contentTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  tooLargeMessage: M.fileTooLarge,
  wrongTypeMessage: M.fileWrongType,
  emptyMessage: M.fileEmpty,
};

/** Ten uploads in ten minutes is an admin at work; more is a script gone wrong. */
export const VIDEO_UPLOAD_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;
/** What may follow `/api/videos/:id/stream/:token/`: the files of one video, nothing else. */
const STREAM_PATH = new RegExp(
  `^(?:master\\.m3u8|captions\\.vtt|source|(${VIDEO_RENDITIONS.map((r) => r.name).join('|')})/(index\\.m3u8|seg-\\d{5}\\.ts))$`,
);

function sourceOf(row: VideoRow): VideoCard['source'] {
  if (row.embedUrl) return 'embed';
  return row.sourcePath ? 'upload' : 'none';
}

const posterUrlOf = (row: VideoRow) =>
  row.posterPath ? `/api/videos/${row.id}/poster?v=${storedFileVersion(row.posterPath)}` : null;

function progressOf(
  row: { positionSeconds: number | null; watchedSeconds: number | null; completedAt: Date | null },
  duration: number,
): VideoProgressSummary | null {
  if (row.watchedSeconds === null || row.positionSeconds === null) return null;
  return {
    position_seconds: row.positionSeconds,
    watched_seconds: row.watchedSeconds,
    percent: row.completedAt ? 100 : percentWatched(row.watchedSeconds, duration),
    completed: row.completedAt !== null,
  };
}

function presentCard(row: VideoListRow, locked: boolean): VideoCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    duration_seconds: row.durationSeconds,
    required_plan: row.requiredPlan,
    source: sourceOf(row),
    poster_url: posterUrlOf(row),
    has_captions: row.captionsPath !== null,
    locked,
    progress: locked ? null : progressOf(row, row.durationSeconds),
  };
}

export function presentAdminVideo(row: AdminVideoRow): AdminVideo {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    required_plan: row.requiredPlan,
    status: row.status,
    embed_url: row.embedUrl,
    has_source: row.sourcePath !== null,
    source_size: row.sourceSize,
    processing: row.processing,
    processing_error: row.processingError,
    renditions: row.renditions,
    duration_seconds: row.durationSeconds,
    poster_url: posterUrlOf(row),
    has_captions: row.captionsPath !== null,
    views: row.views,
    completions: row.completions,
    watch_seconds: row.watchSeconds,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A WebVTT file as we keep it: UTF-8, starting with the WEBVTT signature, no NUL bytes. */
export function checkCaptions(data: Buffer): Buffer {
  if (data.length === 0 || data.length > CAPTIONS_MAX_BYTES) throw AppError.badRequest(M.captionsTooLarge);
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t]|\r?\n|$)/.test(text) || text.includes('\u0000') || text.includes('\uFFFD'))
    throw AppError.badRequest(M.captionsWrongType);
  return Buffer.from(text, 'utf8');
}

/**
 * Videos (issue 19): members list and play what their plan opens, admins publish. A locked video's
 * answers carry no playable address; playback addresses are tokens bound to the viewer and the video
 * (ADR 0042), checked on every playlist, segment, caption and file request.
 */
export function videosService(app: FastifyInstance, options: { secret: string }) {
  const repo = app.videosRepository;
  const tokens = playbackTokens(options.secret);

  const visibleRow = async (viewer: Viewer, id: number): Promise<VideoListRow> => {
    const row = await repo.findForViewer(id, viewer.id);
    if (!row || (row.status === 'draft' && !(await mayOpenDraft(app, viewer, row.trainerId))))
      throw AppError.notFound(M.notFound);
    return row;
  };

  const adminRow = async (id: number): Promise<AdminVideoRow> => {
    const row = await repo.findForAdmin(id);
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  };

  const opensWith = (viewer: Viewer, held: ReadonlySet<number>) => (row: VideoRow) =>
    hasPlan({ role: viewer.role, plan: viewer.planType }, row.requiredPlan) || held.has(row.id);
  const opensFor = async (viewer: Viewer) =>
    opensWith(viewer, new Set(await grantedItemIds(app.db, viewer.id, 'video')));

  /** Everything stored for one ladder (segments, playlists) is removed with it. */
  const removePrefix = async (prefix: string | null) => {
    if (!prefix) return;
    for await (const file of app.storage.list(prefix)) await app.storage.remove(file.key);
  };

  /** `row` is the viewer's own read of the video (with her progress): nothing is read again here. */
  const issuePlayback = (viewer: Viewer, row: VideoListRow): PlaybackResponse => {
    const summary = progressOf(row, row.durationSeconds);
    // Start where she stopped, unless she had finished it (then from the beginning).
    const resumeAt =
      summary && !summary.completed && summary.position_seconds < row.durationSeconds - 5
        ? summary.position_seconds
        : 0;
    if (row.embedUrl)
      return {
        success: true,
        kind: 'embed',
        url: row.embedUrl,
        captions_url: null,
        expires_at: null,
        resume_at: 0,
      };
    if (!row.sourcePath) throw AppError.conflict(M.noSource);
    const { token, expiresAt } = tokens.issue(row.id, viewer.id);
    const base = `/api/videos/${row.id}/stream/${token}/`;
    // Until the ladder exists (processing, failed, or no ffmpeg), the original plays with byte ranges.
    const ladder = row.processing === 'ready' && row.hlsPrefix !== null;
    return {
      success: true,
      kind: ladder ? 'hls' : 'file',
      url: `${base}${ladder ? 'master.m3u8' : 'source'}`,
      captions_url: row.captionsPath ? `${base}captions.vtt` : null,
      expires_at: expiresAt.toISOString(),
      resume_at: resumeAt,
    };
  };

  const recordWatched = async (viewer: Viewer, row: VideoRow, input: VideoProgressInput) => {
    const duration = row.durationSeconds;
    if (duration > 0 && input.from > duration + 1) throw AppError.badRequest(M.progressInvalid);
    const saved = await repo.saveProgress(viewer.id, row.id, (current) => {
      // Never credited faster than she could have played it since her previous report (issue 42 §5).
      const allowance = creditAllowance(current.secondsSinceLastReport);
      const watched = mergeCredited(current.watched, input.from, input.to, duration, allowance);
      const seconds = watchedSeconds(watched);
      const position = Math.floor(duration > 0 ? Math.min(input.position, duration) : input.position);
      return {
        watched,
        watchedSeconds: seconds,
        positionSeconds: position,
        complete: isComplete(seconds, duration),
      };
    });
    return progressOf(saved, duration) as VideoProgressSummary;
  };

  app.onboardingService.enableSection('first_video');
  // Her home suggests going back to the video she left half watched.
  app.onboardingService.registerContinuation(async (userId) => {
    const watching = await repo.latestWatching(userId);
    if (!watching) return null;
    const minute = Math.floor(watching.position / 60);
    return {
      at: watching.at,
      step: {
        title: `Continúa «${watching.title}»`,
        description:
          minute > 0 ? `Te quedaste en el minuto ${minute}.` : 'Lo empezaste: retómalo donde lo dejaste.',
        href: `/video/${watching.id}`,
        cta: 'Continuar',
      },
    };
  });

  return {
    async list(viewer: Viewer, query: VideosQuery, paidOnly = false): Promise<VideosResponse> {
      const page = query.page ?? 1;
      const filters = {
        text: query.q || undefined,
        category: query.category || undefined,
        plan: query.plan,
        paidOnly,
      };
      const listed = await app.cataloguePages.read({
        key: `videos:${JSON.stringify([filters, page])}`,
        viewerId: viewer.id,
        kind: 'video',
        list: () =>
          repo.listPublished({ ...filters, limit: VIDEOS_PAGE_SIZE, offset: (page - 1) * VIDEOS_PAGE_SIZE }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = opensWith(viewer, listed.granted);
      return {
        success: true,
        videos: listed.page.rows.map((row) =>
          presentCard({ ...row, ...(listed.figures.get(row.id) ?? NO_PROGRESS) }, !opens(row)),
        ),
        total: listed.page.total,
        page,
        per_page: VIDEOS_PAGE_SIZE,
        categories: listed.page.categories,
      };
    },

    async detail(viewer: Viewer, id: number) {
      const row = await visibleRow(viewer, id);
      const opens = await opensFor(viewer);
      return { success: true, video: presentCard(row, !opens(row)) };
    },

    /** The route's entitlement gate has checked she may open it: how to play it, for the next 15 minutes. */
    async playback(viewer: Viewer, id: number): Promise<PlaybackResponse> {
      const row = await visibleRow(viewer, id);
      await app.onboardingService.reachMilestone(viewer.id, 'first_video');
      return issuePlayback(viewer, row);
    },

    /**
     * A course lesson's video: the course and the video's own plan were checked by the caller (ADR 0059). A
     * draft never plays through a lesson, whoever asks.
     */
    async playbackForLesson(viewer: Viewer, videoId: number): Promise<PlaybackResponse> {
      const row = await repo.findForViewer(videoId, viewer.id);
      if (!row || row.status !== 'published') throw AppError.conflict(M.noSource);
      return issuePlayback(viewer, row);
    },

    /**
     * The stored file behind a playback address: checks the token (this video, not expired), then maps the
     * path to a key. No session is needed: players fetch segments without cookies.
     */
    async streamKey(
      id: number,
      token: string,
      path: string,
    ): Promise<{ key: string | null; maxAgeSeconds: number }> {
      tokens.verify(id, token);
      const match = STREAM_PATH.exec(path);
      if (!match) throw AppError.notFound(M.notFound);
      const row = await repo.findById(id);
      if (!row) throw AppError.notFound(M.notFound);
      let key: string | null = null;
      if (path === 'source') key = row.sourcePath;
      else if (path === 'captions.vtt') key = row.captionsPath;
      else if (row.hlsPrefix && (path === 'master.m3u8' || row.renditions.includes(match[1] ?? '')))
        key = `${row.hlsPrefix}${path}`;
      // Segments never change under a key; playlists and the original are looked at again sooner.
      return { key, maxAgeSeconds: path.endsWith('.ts') ? 3600 : 60 };
    },

    async saveProgress(viewer: Viewer, id: number, input: VideoProgressInput): Promise<VideoProgressSummary> {
      return recordWatched(viewer, await visibleRow(viewer, id), input);
    },

    /** A course lesson's video tramo (the course's access was checked by the caller). */
    async saveLessonProgress(viewer: Viewer, videoId: number, input: VideoProgressInput) {
      const row = await repo.findById(videoId);
      if (!row) throw AppError.notFound(M.notFound);
      return recordWatched(viewer, row, input);
    },

    async posterKey(viewer: Viewer, id: number): Promise<string | null> {
      return (await visibleRow(viewer, id)).posterPath;
    },

    // Admin.

    /** Every video (admins), or only those of one professional's team card (`trainerId`). */
    async adminList(query: AdminVideosQuery, trainerId?: number) {
      const page = query.page ?? 1;
      const [{ rows, total }, categories] = await Promise.all([
        repo.listForAdmin({
          text: query.q || undefined,
          status: query.status,
          trainerId,
          limit: ADMIN_VIDEOS_PAGE_SIZE,
          offset: (page - 1) * ADMIN_VIDEOS_PAGE_SIZE,
        }),
        repo.categories(false),
      ]);
      return {
        success: true,
        videos: rows.map(presentAdminVideo),
        total,
        page,
        per_page: ADMIN_VIDEOS_PAGE_SIZE,
        categories,
      };
    },

    async adminDetail(id: number): Promise<AdminVideo> {
      return presentAdminVideo(await adminRow(id));
    },

    /** A professional's calls name only her own videos: anyone else's is the same 404 as a missing one. */
    async assertOwnVideo(userId: number, id: number): Promise<void> {
      const row = await repo.findForAdmin(id);
      if (!row || !(await isOwnContent(app, userId, row.trainerId))) throw AppError.notFound(M.notFound);
    },

    ownTrainerId: (userId: number) => ownTrainerCard(app, userId, M.noTrainerCard),

    async create(
      actor: AuditActor,
      input: VideoInputParsed,
      trainerId: number | null = null,
    ): Promise<AdminVideo> {
      // A new video has a file only if it is an embed: an upload comes after, so it starts as a draft.
      if (input.status === 'published' && !input.embed_url)
        throw AppError.conflict(M.publishWithoutSource, { status: M.publishWithoutSource });
      const insert = () =>
        repo.transaction(async (tx) => {
          const slug = await freeSlug(slugOf(input.title), (candidate) => repo.slugTaken(candidate, tx));
          const row = await repo.insert(
            {
              slug,
              title: input.title,
              description: input.description,
              category: input.category,
              requiredPlan: input.required_plan,
              status: input.status,
              embedUrl: input.embed_url,
              trainerId,
            },
            tx,
          );
          await app.auditLog.append(
            actor,
            { action: 'video.create', entity: 'video', entityId: row.id, after: auditable(input) },
            tx,
          );
          return row.id;
        });
      const id = await insertWithFreeSlug(insert, 'videos_slug_unique');
      return presentAdminVideo(await adminRow(id));
    },

    async update(actor: AuditActor, id: number, input: VideoInputParsed): Promise<AdminVideo> {
      const before = await adminRow(id);
      if (input.embed_url && before.sourcePath)
        throw AppError.conflict(M.uploadForEmbed, { embed_url: M.uploadForEmbed });
      if (input.status === 'published' && !input.embed_url && !before.sourcePath)
        throw AppError.conflict(M.publishWithoutSource, { status: M.publishWithoutSource });
      await repo.transaction(async (tx) => {
        const row = await repo.update(
          id,
          {
            title: input.title,
            description: input.description,
            category: input.category,
            requiredPlan: input.required_plan,
            status: input.status,
            embedUrl: input.embed_url,
          },
          tx,
        );
        if (!row) throw AppError.notFound(M.notFound);
        await app.auditLog.append(
          actor,
          {
            action: 'video.update',
            entity: 'video',
            entityId: id,
            before: auditable({
              title: before.title,
              category: before.category,
              required_plan: before.requiredPlan,
              status: before.status,
              embed_url: before.embedUrl,
            }),
            after: auditable(input),
          },
          tx,
        );
      });
      return presentAdminVideo(await adminRow(id));
    },

    /** Checked before an upload starts (tus creation): the video exists and plays from an upload, not an embed. */
    async assertMayUpload(actor: AuditActor, id: number): Promise<void> {
      const row = await adminRow(id);
      if (row.embedUrl) throw AppError.conflict(M.uploadForEmbed);
      await app.rateLimiter.consume(`video-upload:${actor.id}`, VIDEO_UPLOAD_LIMIT, M.uploadLimited);
    },

    /**
     * A finished upload: streamed into storage (sniffed: MP4, WebM or MOV; ≤ 2 GB; nothing kept when
     * refused), swapped in for the old original (whose ladder, poster and file go), then transcoded by a job.
     */
    async acceptUpload(actor: AuditActor, id: number, body: Readable): Promise<AdminVideo> {
      const row = await adminRow(id);
      if (row.embedUrl) {
        body.destroy();
        throw AppError.conflict(M.uploadForEmbed);
      }
      const stored = await app.storage.put('video-sources', body, VIDEO_POLICY);
      // "En cola" and its transcode job commit together (issue 43 §5): a process killed between the two left
      // the video queued with no job to ever render it.
      const swapped = await swapStoredFile(app.storage, stored.key, () =>
        app.db.transaction(async (tx) => {
          const result = await repo.swapSource(id, { key: stored.key, size: stored.size }, tx);
          if (result)
            await app.jobs.send(
              VIDEO_TRANSCODE_QUEUE,
              { videoId: id, sourcePath: stored.key },
              { key: stored.key, tx },
            );
          return result;
        }),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      await removePrefix(swapped.before.hlsPrefix);
      if (swapped.before.posterPath) await app.storage.remove(swapped.before.posterPath);
      await app.auditLog.append(actor, {
        action: 'video.file',
        entity: 'video',
        entityId: id,
        after: { size: stored.size },
      });
      return presentAdminVideo(await adminRow(id));
    },

    async replaceCaptions(actor: AuditActor, id: number, data: Buffer): Promise<AdminVideo> {
      await adminRow(id);
      const text = checkCaptions(data);
      const key = `video-captions/${crypto.randomBytes(16).toString('hex')}.vtt`;
      await app.storage.write(key, Readable.from([text]));
      const swapped = await swapStoredFile(app.storage, key, () => repo.swapCaptions(id, key));
      if (!swapped) throw AppError.notFound(M.notFound);
      await app.auditLog.append(actor, { action: 'video.captions', entity: 'video', entityId: id });
      return presentAdminVideo(await adminRow(id));
    },

    async removeCaptions(actor: AuditActor, id: number): Promise<AdminVideo> {
      const swapped = await swapStoredFile(app.storage, null, () => repo.swapCaptions(id, null));
      if (!swapped) throw AppError.notFound(M.notFound);
      if (swapped.previous)
        await app.auditLog.append(actor, { action: 'video.captions-remove', entity: 'video', entityId: id });
      return presentAdminVideo(await adminRow(id));
    },

    removePrefix,
  };
}

/** The audit keeps what changed in a form a person reads, not the description's whole text. */
const auditable = (input: {
  title: string;
  category: string;
  required_plan: string;
  status: string;
  embed_url: string | null;
}) => ({
  title: input.title,
  category: input.category,
  required_plan: input.required_plan,
  status: input.status,
  embed_url: input.embed_url,
});

export type VideosService = ReturnType<typeof videosService>;

declare module 'fastify' {
  interface FastifyInstance {
    videosService: VideosService;
  }
}

export default domainPlugin(
  'videosService',
  (app) => videosService(app, { secret: app.config.SESSION_SECRET }),
  [
    'videos-repository',
    'catalogue-pages',
    'onboarding-service',
    'rate-limiter',
    'audit-log',
    'job-queue',
    'trainers-repository',
  ],
);
