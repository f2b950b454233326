import type { AdminVideo, VideoCard, VideoProgressSummary } from '@vitalia/shared/videos';
import { percentWatched } from '@vitalia/shared/video-rules';
import { storedFileVersion } from '../storage';
import type { AdminVideoRow, VideoListRow, VideoRow } from './videos-repository';

function sourceOf(row: VideoRow): VideoCard['source'] {
  if (row.embedUrl) return 'embed';
  return row.sourcePath ? 'upload' : 'none';
}

const posterUrlOf = (row: VideoRow) =>
  row.posterPath ? `/api/videos/${row.id}/poster?v=${storedFileVersion(row.posterPath)}` : null;

export function progressOf(
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

export function presentCard(row: VideoListRow, locked: boolean): VideoCard {
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
