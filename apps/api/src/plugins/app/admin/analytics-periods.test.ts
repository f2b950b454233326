import { describe, expect, it } from 'vitest';
import { periodStart, periodsBetween, previousRange } from './analytics-periods';

describe('analytics periods', () => {
  it('lists every day, week (from Monday) and month in a range, ends included', () => {
    expect(periodsBetween('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 2026-11-22 is a Sunday: its week began on Monday the 16th.
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(periodsBetween('2026-11-22', '2026-12-01', 'week')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(periodsBetween('2025-12-15', '2026-02-01', 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('crosses Chile’s DST changes without losing or repeating a day', () => {
    // Clocks go back on 2026-04-05 and forward on 2026-09-06 in America/Santiago.
    expect(periodsBetween('2026-04-04', '2026-04-06', 'day')).toHaveLength(3);
    expect(periodsBetween('2026-09-05', '2026-09-07', 'day')).toHaveLength(3);
  });

  it('compares against the same number of days just before', () => {
    expect(previousRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('stops a range no caller should have let through instead of filling memory (issue 17)', () => {
    // Past year 9999 the ISO string ("+010000-01-01") sorts before "9999-12-31": the loop never ended.
    expect(() => periodsBetween('9999-12-02', '9999-12-31', 'day')).toThrow(RangeError);
    expect(() => periodsBetween('2000-01-01', '2099-12-31', 'day')).toThrow(RangeError);
    expect(periodsBetween('2000-01-01', '2099-12-31', 'month')).toHaveLength(1200);
  });
});
