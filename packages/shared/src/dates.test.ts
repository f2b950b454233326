import { describe, expect, it } from 'vitest';
import {
  readDayInput,
  formatDateTime,
  formatDaySeparator,
  formatShortDate,
  formatShortDateTime,
  formatTime,
} from './dates';

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

describe('formatDaySeparator', () => {
  // Saturday 28 November 2026, 12:00 in Santiago (UTC-3 in summer).
  const now = new Date('2026-11-28T15:00:00Z');
  it('says hoy and ayer by Santiago’s calendar, not UTC’s', () => {
    expect(formatDaySeparator('2026-11-28T03:30:00Z', now)).toBe('hoy'); // 00:30 in Santiago
    expect(formatDaySeparator('2026-11-28T02:30:00Z', now)).toBe('ayer'); // 23:30 the day before
  });
  it('names an older day short, with the year only when it is another', () => {
    expect(formatDaySeparator('2026-11-23T15:00:00Z', now)).toBe('lun 23 nov');
    expect(formatDaySeparator('2025-11-24T15:00:00Z', now)).toBe('lun 24 nov 2025');
  });
});

describe('readDayInput', () => {
  it('reads a day written as Chile writes it, with any of its separators', () => {
    expect(readDayInput('30-11-2026')).toBe('2026-11-30');
    expect(readDayInput(' 3/1/2027 ')).toBe('2027-01-03');
    expect(readDayInput('01.02.2026')).toBe('2026-02-01');
  });
  it('refuses what is not a whole, real day', () => {
    for (const text of [
      '31-02-2026',
      '29-02-2027',
      '30-11',
      '2026-11-30',
      '11/30/2026',
      '30-13-2026',
      '',
      'hoy',
    ])
      expect(readDayInput(text), text).toBeNull();
    expect(readDayInput('29-02-2028')).toBe('2028-02-29');
  });
});
