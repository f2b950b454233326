import { describe, expect, it } from 'vitest';
import {
  metricsOf,
  OwnMeasurementInputSchema,
  PROGRESS_PAST_DAYS,
  takenAtAllowed,
  type ProgressMeasurement,
} from './progress';

const row = (
  taken_at: string,
  weight_kg: number | null,
  waist_cm: number | null,
  source: ProgressMeasurement['source'],
) => ({
  id: 1,
  source,
  taken_at,
  weight_kg,
  waist_cm,
  hip_cm: null,
  body_fat_pct: null,
  recorded_by: 'Tú',
});

describe('progress metrics', () => {
  it('orders both sources by date and skips the measures a row does not have', () => {
    const metrics = metricsOf([
      row('2026-11-20T12:00:00Z', 70.1, null, 'member'),
      row('2026-10-01T12:00:00Z', 72.4, 84, 'professional'),
      row('2026-11-01T12:00:00Z', null, 82, 'member'),
    ]);
    const weight = metrics.find((metric) => metric.key === 'weight_kg');
    expect(weight?.points.map((point) => [point.value, point.source])).toEqual([
      [72.4, 'professional'],
      [70.1, 'member'],
    ]);
    expect([weight?.first, weight?.latest]).toEqual([72.4, 70.1]);
    expect(metrics.find((metric) => metric.key === 'waist_cm')?.points.map((point) => point.value)).toEqual([
      84, 82,
    ]);
    expect(metrics.find((metric) => metric.key === 'hip_cm')).toMatchObject({
      points: [],
      first: null,
      latest: null,
    });
  });

  it('needs at least one measure, each within its range', () => {
    const base = { client_id: '0b7f3d52-5c2e-4a8e-9d6f-2f1c3b4a5e6d', taken_at: '2026-11-20T12:00:00-03:00' };
    expect(OwnMeasurementInputSchema.safeParse(base).success).toBe(false);
    expect(OwnMeasurementInputSchema.safeParse({ ...base, weight_kg: 1 }).success).toBe(false);
    expect(OwnMeasurementInputSchema.safeParse({ ...base, weight_kg: 2 }).success).toBe(true);
    expect(OwnMeasurementInputSchema.safeParse({ ...base, body_fat_pct: 76 }).success).toBe(false);
  });
});

describe('when a measurement may be dated (one rule for measurements and custom values)', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const at = (ms: number) => new Date(now + ms);
  it('takes a phone clock a few minutes ahead, not a later time', () => {
    expect(takenAtAllowed(at(5 * 60_000), now)).toBe(true);
    expect(takenAtAllowed(at(5 * 60_000 + 1), now)).toBe(false);
  });
  it('goes back exactly PROGRESS_PAST_DAYS days, and refuses a date that is not one', () => {
    expect(takenAtAllowed(at(-PROGRESS_PAST_DAYS * 86_400_000), now)).toBe(true);
    expect(takenAtAllowed(at(-PROGRESS_PAST_DAYS * 86_400_000 - 1), now)).toBe(false);
    expect(takenAtAllowed(new Date('no es fecha'), now)).toBe(false);
  });
});
