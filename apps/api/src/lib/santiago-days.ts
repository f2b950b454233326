import { TIME_ZONE } from '@vitalia/shared/constants/app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of a calendar day in Chile (AAAA-MM-DD), whatever its offset that day (-03 or -04). */
export function chileMidnight(day: string): Date {
  const utcGuess = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(utcGuess)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  if (!match) return utcGuess;
  const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
  return new Date(utcGuess.getTime() - minutes * 60_000);
}

/** The calendar day `days` after `day` (AAAA-MM-DD): plain date arithmetic, no clock involved. */
export function shiftDay(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instants a filter "from AAAA-MM-DD to AAAA-MM-DD" covers on Santiago's calendar, `to` included: it ends at
 * the next day's midnight, which is not always 24 h later (the DST days last 23 and 25 hours).
 */
export function santiagoDays(from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    from: from ? chileMidnight(from) : undefined,
    to: to ? chileMidnight(shiftDay(to, 1)) : undefined,
  };
}
