import { describe, expect, it } from 'vitest';
import { POSES, type ProgressPhoto } from '@vitalia/shared/progress';
import { busiestPose, daysWithPose, defaultPair, photoOn } from './photo-compare-rules';

const photo = (id: number, pose: ProgressPhoto['pose'], taken_on: string): ProgressPhoto => ({
  id,
  pose,
  taken_on,
  url: `/api/files/${id}`,
  width: 3,
  height: 4,
});
const photos = [
  photo(1, 'frente', '2026-09-01'),
  photo(2, 'perfil', '2026-09-01'),
  photo(3, 'perfil', '2026-10-01'),
  photo(4, 'perfil', '2026-11-01'),
  photo(5, 'perfil', '2026-11-01'),
];

describe('comparing progress photos', () => {
  it('lists a pose’s days oldest first, once each', () => {
    expect(daysWithPose(photos, 'perfil')).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(daysWithPose(photos, 'espalda')).toEqual([]);
  });

  it('takes the newest photo of a pose on a day', () => {
    expect(photoOn(photos, 'perfil', '2026-11-01')?.id).toBe(5);
    expect(photoOn(photos, 'espalda', '2026-11-01')).toBeUndefined();
  });

  it('starts with her first day against her last, on the pose with most days', () => {
    expect(defaultPair(['2026-09-01', '2026-10-01', '2026-11-01'])).toEqual(['2026-09-01', '2026-11-01']);
    expect(defaultPair(['2026-09-01'])).toEqual(['2026-09-01', '2026-09-01']);
    expect(defaultPair([])).toBeNull();
    expect(busiestPose(photos, POSES)).toBe('perfil');
    expect(busiestPose([], POSES)).toBe('frente');
  });
});
