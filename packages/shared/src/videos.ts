// Videos (issue 19): what members list and play, and what admins publish.
import { z } from 'zod';
import {
  AdminContentQuerySchema,
  contentDetailResponse,
  contentInputFields,
  contentItemResponse,
  contentListResponse,
  PublishStatusSchema,
  SearchTextSchema,
  type AdminContentQuery,
} from './content-fields';
import { pageNumber } from './pagination';
import { VIDEO_MESSAGES as M } from './messages/videos';
import { PlanTypeSchema } from './user';

/** Uploads up to 2 GB, resumable (tus). */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const CAPTIONS_MAX_BYTES = 512 * 1024;
export const VIDEOS_PAGE_SIZE = 12;
export const ADMIN_VIDEOS_PAGE_SIZE = 20;
/** A playback address works this long; the player asks for a new one before it runs out. */
export const PLAYBACK_TTL_SECONDS = 15 * 60;
/** A video is complete once this share of it has been watched (merged intervals, not the furthest point). */
export const VIDEO_COMPLETE_RATIO = 0.9;
/** The player saves what was watched at most this often; a longer tramo than this in one save is refused. */
export const PROGRESS_SAVE_SECONDS = 15;
export const PROGRESS_MAX_SPAN_SECONDS = 120;
/** The fastest the player plays (2×): watched time is never credited faster than this × the wall clock. */
export const PROGRESS_MAX_RATE = 2;
/** Slack for a report that arrives a little early (network, timers), in seconds of video. */
export const PROGRESS_TOLERANCE_SECONDS = 5;
/** The ladder: heights and bitrates (kbit/s of video) ffmpeg renders, never above the source's height. */
export const VIDEO_RENDITIONS = [
  { name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
  { name: '540p', height: 540, videoKbps: 1600, audioKbps: 128 },
  { name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
] as const;
export type RenditionName = (typeof VIDEO_RENDITIONS)[number]['name'];
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export const VIDEO_PROCESSING = ['none', 'queued', 'processing', 'ready', 'failed'] as const;
export const VideoProcessingSchema = z.enum(VIDEO_PROCESSING);
export type VideoProcessing = z.infer<typeof VideoProcessingSchema>;
export const VIDEO_PROCESSING_LABELS: Record<VideoProcessing, string> = {
  none: 'Sin archivo',
  queued: 'En cola…',
  processing: 'Procesando…',
  ready: 'Listo',
  failed: 'Error',
};

export const VideosQuerySchema = z.object({
  q: SearchTextSchema.optional(),
  category: z.string().trim().max(40, M.categoryTooLong).optional(),
  plan: PlanTypeSchema.optional(),
  page: pageNumber(1000).default(1),
});
export type VideosQuery = {
  q?: string;
  category?: string;
  plan?: 'free' | 'premium' | 'prime';
  page?: number;
};

export const VideoProgressSummarySchema = z.object({
  position_seconds: z.number().int(),
  watched_seconds: z.number().int(),
  percent: z.number().int(),
  completed: z.boolean(),
});
export type VideoProgressSummary = z.infer<typeof VideoProgressSummarySchema>;

export const VideoCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration_seconds: z.number().int(),
  required_plan: PlanTypeSchema,
  /** Where it plays from: an uploaded file, a YouTube/Vimeo embed, or nothing yet. */
  source: z.enum(['upload', 'embed', 'none']),
  poster_url: z.string().nullable(),
  has_captions: z.boolean(),
  /** Her plan does not open it: listed with a lock and "Mejora tu plan", never with a playable address. */
  locked: z.boolean(),
  progress: VideoProgressSummarySchema.nullable(),
});
export type VideoCard = z.infer<typeof VideoCardSchema>;

export const VideosResponseSchema = contentListResponse('videos', VideoCardSchema);
export type VideosResponse = z.infer<typeof VideosResponseSchema>;

export const VideoDetailResponseSchema = contentDetailResponse('video', VideoCardSchema);
export type VideoDetailResponse = z.infer<typeof VideoDetailResponseSchema>;

/** A video's captions as WebVTT text, for the editor to change in place. */
export const CaptionsTextResponseSchema = z.object({ success: z.boolean(), text: z.string() });
export type CaptionsTextResponse = z.infer<typeof CaptionsTextResponseSchema>;

/** The video she left half watched most recently, if her plan still opens it: her dashboard's "Continuar viendo". */
export const WatchingResponseSchema = z.object({ success: z.boolean(), video: VideoCardSchema.nullable() });
export type WatchingResponse = z.infer<typeof WatchingResponseSchema>;

/**
 * How to play it, for a viewer the server allowed: an HLS playlist, the original file (no ffmpeg on the
 * server), or a YouTube/Vimeo embed. Addresses carry a token bound to the viewer and the video.
 */
export const PlaybackResponseSchema = z.object({
  success: z.boolean(),
  kind: z.enum(['hls', 'file', 'embed']),
  url: z.string(),
  captions_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  resume_at: z.number().int(),
});
export type PlaybackResponse = z.infer<typeof PlaybackResponseSchema>;

const seconds = z.number({ error: M.progressInvalid }).finite(M.progressInvalid).min(0, M.progressInvalid);
/** A tramo she played since the last save (seconds), and where the player is now. */
export const VideoProgressInputSchema = z
  .object({ from: seconds, to: seconds, position: seconds })
  .refine((input) => input.to >= input.from, M.progressInvalid)
  .refine((input) => input.to - input.from <= PROGRESS_MAX_SPAN_SECONDS, M.progressInvalid);
export type VideoProgressInput = z.infer<typeof VideoProgressInputSchema>;

export const VideoProgressResponseSchema = z.object({
  success: z.boolean(),
  progress: VideoProgressSummarySchema,
});
export type VideoProgressResponse = z.infer<typeof VideoProgressResponseSchema>;

// Admin.

/**
 * A YouTube or Vimeo address as the embed player wants it (privacy-enhanced YouTube), or null when the
 * address is neither. Accepts the forms people paste: watch?v=, youtu.be/, shorts/, embed/, vimeo.com/N.
 */
export function embedUrlOf(address: string): string | null {
  // Parsed by hand: this module also runs where the URL class is not typed (the shared package has no DOM).
  const match = /^https?:\/\/(?:www\.|m\.)?([a-z.-]+)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i.exec(
    address.trim(),
  );
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  const path = match[2] ?? '/';
  const query = new Map(
    (match[3] ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, value] as const;
    }),
  );
  const youtube = (id: string | undefined) =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === 'youtu.be') return youtube(path.slice(1));
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path === '/watch') return youtube(query.get('v'));
    return youtube(/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(path)?.[1]);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})$/.exec(path)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

export const VideoInputSchema = z
  .object({
    ...contentInputFields(M, 2000),
    required_plan: PlanTypeSchema,
    /** A YouTube/Vimeo address instead of an uploaded file; empty → none. */
    embed_url: z
      .string()
      .trim()
      .max(300, M.embedInvalid)
      .nullable()
      .transform((address, context) => {
        if (!address) return null;
        const embed = embedUrlOf(address);
        if (!embed) context.addIssue({ code: 'custom', message: M.embedInvalid });
        return embed ?? z.NEVER;
      }),
  })
  .refine((input) => input.embed_url === null || input.required_plan === 'free', {
    message: M.embedOnlyFree,
    path: ['embed_url'],
  });
export type VideoInput = z.input<typeof VideoInputSchema>;
export type VideoInputParsed = z.output<typeof VideoInputSchema>;

export const AdminVideosQuerySchema = AdminContentQuerySchema;
export type AdminVideosQuery = AdminContentQuery;

export const AdminVideoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  required_plan: PlanTypeSchema,
  status: PublishStatusSchema,
  embed_url: z.string().nullable(),
  has_source: z.boolean(),
  source_size: z.number().int().nullable(),
  processing: VideoProcessingSchema,
  processing_error: z.string().nullable(),
  renditions: z.array(z.string()),
  duration_seconds: z.number().int(),
  poster_url: z.string().nullable(),
  has_captions: z.boolean(),
  /** Per-video figures: members who opened it, who completed it, and total seconds watched. */
  views: z.number().int(),
  completions: z.number().int(),
  watch_seconds: z.number().int(),
  updated_at: z.string(),
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

export const AdminVideosResponseSchema = contentListResponse('videos', AdminVideoSchema);
export type AdminVideosResponse = z.infer<typeof AdminVideosResponseSchema>;

export const AdminVideoResponseSchema = contentItemResponse('video', AdminVideoSchema);
export type AdminVideoResponse = z.infer<typeof AdminVideoResponseSchema>;

export const AdminVideoDetailResponseSchema = contentDetailResponse('video', AdminVideoSchema);
export type AdminVideoDetailResponse = z.infer<typeof AdminVideoDetailResponseSchema>;

/** "7:05", "1:02:03": a duration as a player shows it. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
