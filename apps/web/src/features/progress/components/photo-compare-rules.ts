import type { Pose, ProgressPhoto } from '@vitalia/shared/progress';

/** The days that have a photo of this pose, oldest first. */
export const daysWithPose = (photos: readonly ProgressPhoto[], pose: Pose): string[] =>
  [...new Set(photos.filter((photo) => photo.pose === pose).map((photo) => photo.taken_on))].sort();

/** The newest photo of a pose on a day (she may have taken two). */
export const photoOn = (
  photos: readonly ProgressPhoto[],
  pose: Pose,
  day: string,
): ProgressPhoto | undefined =>
  photos.filter((photo) => photo.pose === pose && photo.taken_on === day).sort((a, b) => b.id - a.id)[0];

/** What to compare first: her first day against her last (or the only one twice). */
export function defaultPair(days: readonly string[]): [string, string] | null {
  const first = days[0];
  const last = days[days.length - 1];
  return first && last ? [first, last] : null;
}

/** The pose with most days, so the first comparison shows change: frente on a tie. */
export function busiestPose(photos: readonly ProgressPhoto[], poses: readonly Pose[]): Pose {
  return poses.reduce((best, pose) =>
    daysWithPose(photos, pose).length > daysWithPose(photos, best).length ? pose : best,
  );
}
