import { describe, expect, it } from 'vitest';
import {
  offerExpiry,
  meetingOpensAt,
  seatsSentence,
  seriesStarts,
  SERIES_MAX_SESSIONS,
  wallClockOf,
} from './class-rules';

const ZONE = 'America/Santiago';
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

describe('seriesStarts', () => {
  it('keeps the wall-clock time across the April change (UTC moves by an hour, Chile does not)', () => {
    const starts = seriesStarts({
      firstDate: '2026-03-28',
      startMinute: 10 * 60,
      timeZone: ZONE,
      weekdays: [6],
      untilDate: '2026-04-11',
    });
    expect(iso(starts)).toEqual([
      '2026-03-28T13:00:00.000Z',
      '2026-04-04T13:00:00.000Z',
      '2026-04-11T14:00:00.000Z',
    ]);
    for (const start of starts) expect(wallClockOf(start, ZONE).minute).toBe(10 * 60);
  });

  it('moves a session whose time does not exist (00:30 on 2026-09-06) to the first minute after the gap', () => {
    const starts = seriesStarts({
      firstDate: '2026-08-30',
      startMinute: 30,
      timeZone: ZONE,
      weekdays: [7],
      untilDate: '2026-09-13',
    });
    expect(starts).toHaveLength(3);
    expect(wallClockOf(starts[1] ?? 0, ZONE)).toEqual({ date: '2026-09-06', minute: 90 });
    expect(wallClockOf(starts[2] ?? 0, ZONE)).toEqual({ date: '2026-09-13', minute: 30 });
  });

  it('starts on the first date whatever its weekday, meets on the chosen days, and stops past the limit', () => {
    const starts = seriesStarts({
      firstDate: '2026-12-02',
      startMinute: 19 * 60,
      timeZone: ZONE,
      weekdays: [1, 5],
      untilDate: '2026-12-14',
    });
    expect(starts.map((start) => wallClockOf(start, ZONE).date)).toEqual([
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-11',
      '2026-12-14',
    ]);
    const endless = seriesStarts({
      firstDate: '2026-01-01',
      startMinute: 600,
      timeZone: ZONE,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      untilDate: '2030-01-01',
    });
    expect(endless).toHaveLength(SERIES_MAX_SESSIONS + 1);
  });
});

describe('offers and the meeting link', () => {
  const start = Date.parse('2026-12-01T22:00:00Z');
  it('holds a freed seat two hours, never past the start, and makes no offer ten minutes before', () => {
    expect(offerExpiry(start - 5 * 3_600_000, start)).toBe(start - 3 * 3_600_000);
    expect(offerExpiry(start - 30 * 60_000, start)).toBe(start);
    expect(offerExpiry(start - 10 * 60_000, start)).toBeNull();
    expect(offerExpiry(start + 60_000, start)).toBeNull();
  });
  it('opens the link 15 minutes before the start', () => {
    expect(meetingOpensAt(start)).toBe(start - 15 * 60_000);
  });
  it('says the seats left in Spanish', () => {
    expect(seatsSentence(0)).toBe('Sin cupos');
    expect(seatsSentence(1)).toBe('Queda 1 cupo');
    expect(seatsSentence(12)).toBe('Quedan 12 cupos');
  });
});
