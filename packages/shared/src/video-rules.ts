// What counts as watched (issue 19): merged intervals she played, not the furthest point she reached.
import {
  PROGRESS_MAX_RATE,
  PROGRESS_SAVE_SECONDS,
  PROGRESS_TOLERANCE_SECONDS,
  VIDEO_COMPLETE_RATIO,
} from './videos';

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

/**
 * How many seconds of video one report may newly credit (issue 42 §5): no more than she could have played
 * since her previous report at the fastest rate, plus a little slack. Her first report has no previous one:
 * it may credit what the player plays between two saves.
 */
export function creditAllowance(secondsSinceLastReport: number | null): number {
  const elapsed = secondsSinceLastReport ?? PROGRESS_SAVE_SECONDS;
  return Math.max(0, elapsed) * PROGRESS_MAX_RATE + PROGRESS_TOLERANCE_SECONDS;
}

/**
 * Adds the tramo as `mergeWatched` does, but credits at most `allowance` new seconds: the tramo is cut
 * short at the point where its new seconds would pass the allowance. Seconds already watched cost nothing.
 */
export function mergeCredited(
  watched: readonly Interval[],
  from: number,
  to: number,
  duration: number,
  allowance: number,
): Interval[] {
  const before = watchedSeconds(watched);
  const full = mergeWatched(watched, from, to, duration);
  if (watchedSeconds(full) - before <= allowance) return full;
  // The largest end whose new seconds fit: new seconds grow by at most one per second of end, so search.
  let low = Math.floor(from);
  let high = Math.ceil(to);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (watchedSeconds(mergeWatched(watched, from, middle, duration)) - before <= allowance) low = middle;
    else high = middle;
  }
  return mergeWatched(watched, from, low, duration);
}
