import type { FastifyInstance } from 'fastify';
import {
  CAPTIONS_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_RENDITIONS,
  VIDEOS_PAGE_SIZE,
  type PlaybackResponse,
  type VideoProgressInput,
  type VideoProgressSummary,
  type VideosQuery,
  type VideosResponse,
  type WatchingResponse,
} from '@vitalia/shared/videos';
import { creditAllowance, isComplete, mergeCredited, watchedSeconds } from '@vitalia/shared/video-rules';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { mayOpenDraft, mayOpenMany, type Viewer } from '../entitlements/entitlements';
import { grantedItemIds } from '../entitlements/entitlements-repository';
import type { UploadPolicy } from '../storage';
import { playbackTokens } from './playback-tokens';
import { presentCard, progressOf } from './video-presenter';
import { NO_PROGRESS, type VideoListRow, type VideoRow } from './videos-repository';
import { pageWindow } from '../../../lib/pagination';

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
    if (!row || (row.status === 'draft' && !(await mayOpenDraft(app, viewer, 'video', row.trainerId))))
      throw AppError.notFound(M.notFound);
    return row;
  };

  const opensFor = async (viewer: Viewer) =>
    mayOpenMany(viewer, new Set(await grantedItemIds(app.db, viewer.id, 'video')));

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
    const saved = await app.db.transaction((tx) =>
      repo.saveProgress(
        viewer.id,
        row.id,
        (current) => {
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
        },
        tx,
      ),
    );
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
        list: () => repo.listPublished({ ...filters, ...pageWindow(page, VIDEOS_PAGE_SIZE) }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = mayOpenMany(viewer, listed.granted);
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

    /** The video she left half watched most recently, unless her plan no longer opens it (then nothing). */
    async watching(viewer: Viewer): Promise<WatchingResponse> {
      const latest = await repo.latestWatching(viewer.id);
      if (!latest) return { success: true, video: null };
      const row = await repo.findForViewer(latest.id, viewer.id);
      const opens = await opensFor(viewer);
      return { success: true, video: row && opens(row) ? presentCard(row, false) : null };
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
  };
}

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
