// Live classes' rules (issue 20, ADR 0038): pure functions of their inputs, unit-tested with a fake clock.
import { Temporal } from 'temporal-polyfill';
import { ROOM_OPENS_MINUTES, wallClockInstant } from './scheduling-rules';

const MINUTE_MS = 60_000;

/** The meeting link is shown to registered members from this long before the start: a consultation's rule. */
export const MEETING_OPENS_MINUTES = ROOM_OPENS_MINUTES;
/** How long a freed seat is held for the first person on the waitlist before it passes to the next. */
export const OFFER_HOLD_MINUTES = 120;
/** An offer is never made this close to the start: nobody could act on it. */
export const OFFER_CUTOFF_MINUTES = 10;
/** A weekly series may hold at most this many sessions and last at most a year. */
export const SERIES_MAX_SESSIONS = 100;
export const SERIES_MAX_DAYS = 366;

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

/** When a registered member may see the meeting link of a class starting at `startsAt`. */
export function meetingOpensAt(startsAt: number): number {
  return startsAt - MEETING_OPENS_MINUTES * MINUTE_MS;
}

/**
 * When an offer made at `now` for a class starting at `startsAt` runs out: the hold, but never after the
 * start; null when the class is too close to its start for an offer to be worth making.
 */
export function offerExpiry(now: number, startsAt: number): number | null {
  if (startsAt - now <= OFFER_CUTOFF_MINUTES * MINUTE_MS) return null;
  return Math.min(now + OFFER_HOLD_MINUTES * MINUTE_MS, startsAt);
}

export interface SeriesInput {
  /** The first session's date (YYYY-MM-DD) in `timeZone`; it is a session whatever its weekday. */
  firstDate: string;
  /** Wall-clock start of every session, in minutes of the day of `timeZone`. */
  startMinute: number;
  timeZone: string;
  /** ISO weekdays the series meets on (1 = lunes … 7 = domingo). */
  weekdays: readonly number[];
  /** Last date (inclusive) a session may fall on. */
  untilDate: string;
}

/**
 * The start instants of a weekly series: walks calendar dates (never adds 24 h to an instant, so each
 * session keeps its wall-clock time across a change of clocks) and converts each date's start in the zone.
 * Bounded by SERIES_MAX_DAYS and SERIES_MAX_SESSIONS + 1 (the caller refuses a series over the limit).
 */
export function seriesStarts(input: SeriesInput): number[] {
  const first = Temporal.PlainDate.from(input.firstDate);
  const until = Temporal.PlainDate.from(input.untilDate);
  const days = new Set(input.weekdays);
  const starts: number[] = [];
  for (
    let date = first, walked = 0;
    Temporal.PlainDate.compare(date, until) <= 0 && walked <= SERIES_MAX_DAYS;
    date = date.add({ days: 1 }), walked += 1
  ) {
    if (walked > 0 && !days.has(date.dayOfWeek)) continue;
    starts.push(wallClockInstant(date, input.startMinute, input.timeZone));
    if (starts.length > SERIES_MAX_SESSIONS) break;
  }
  return starts;
}

/** The wall-clock date and minute of an instant in a zone: what a series repeats. */
export function wallClockOf(instant: number, timeZone: string): { date: string; minute: number } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);
  return { date: zoned.toPlainDate().toString(), minute: zoned.hour * 60 + zoned.minute };
}

/** "Quedan 3 cupos" / "Queda 1 cupo" / "Sin cupos". */
export function seatsSentence(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Sin cupos';
  return seatsLeft === 1 ? 'Queda 1 cupo' : `Quedan ${seatsLeft} cupos`;
}
