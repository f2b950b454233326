import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate, formatShortDateTime, formatTime } from './dates';

describe('dates and times, the Chilean way (issue 22)', () => {
  it('writes a date and time as "23-11-2026 13:00" on the 24-hour clock, in Santiago', () => {
    expect(formatDateTime('2026-11-23T16:00:00Z')).toBe('23-11-2026 13:00');
    expect(formatDateTime('2026-11-24T02:59:00Z')).toBe('23-11-2026 23:59');
    expect(formatTime('2026-11-23T03:05:00Z')).toBe('00:05');
  });

  it('follows Chile’s clock change (UTC−4 in winter)', () => {
    expect(formatDateTime('2026-07-01T16:00:00Z')).toBe('01-07-2026 12:00');
  });
});

describe('short dates in lists', () => {
  it('reads "sáb 28 nov, 18:00" and "25 nov 2026" in Santiago, on the 24-hour clock', () => {
    expect(formatShortDateTime('2026-11-28T21:00:00Z')).toBe('sáb 28 nov, 18:00');
    expect(formatShortDate('2026-11-25T15:00:00Z')).toBe('25 nov 2026');
    // Past midnight UTC is still the evening before in Chile.
    expect(formatShortDate('2026-11-26T02:00:00Z')).toBe('25 nov 2026');
  });
});
