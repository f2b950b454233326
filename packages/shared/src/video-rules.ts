// What counts as watched (issue 19): merged intervals she played, not the furthest point she reached.
import { VIDEO_COMPLETE_RATIO } from './videos';

export type Interval = [start: number, end: number];

/**
 * Adds the tramo [from, to] (seconds) to the intervals already watched and merges what overlaps or
 * touches. Bounds are whole seconds (from rounded down, to up), clamped to the video's length when it is
 * known. Intervals come back sorted and disjoint, so their lengths add up to the time watched.
 */
export function mergeWatched(
  watched: readonly Interval[],
  from: number,
  to: number,
  duration: number,
): Interval[] {
  const limit = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  const start = Math.max(0, Math.min(Math.floor(from), limit));
  const end = Math.max(start, Math.min(Math.ceil(to), limit));
  const tramo: Interval = [start, end];
  const all = [...watched.map(([a, b]): Interval => [a, b]), tramo]
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: Interval[] = [];
  for (const [a, b] of all) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

export const watchedSeconds = (watched: readonly Interval[]) =>
  watched.reduce((sum, [a, b]) => sum + (b - a), 0);

/** Whole percent of the video watched (0 when its length is not known yet). */
export function percentWatched(seconds: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.floor((seconds / duration) * 100));
}

export const isComplete = (seconds: number, duration: number) =>
  duration > 0 && seconds >= duration * VIDEO_COMPLETE_RATIO;
