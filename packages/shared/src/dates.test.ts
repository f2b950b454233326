import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './dates';

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
