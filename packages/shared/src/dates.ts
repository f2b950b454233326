import { LOCALE, TIME_ZONE } from './constants/app';

// es-CL's own short time is "1:00 p. m."; Chile writes schedules on the 24-hour clock (issue 22: one
// way per kind of date), so the parts are put together here.
const parts = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

function pieces(value: string | Date): Record<string, string> {
  return Object.fromEntries(
    parts.formatToParts(new Date(value)).map((part) => [part.type, part.value] as const),
  );
}

/** "13:05" in Santiago. */
export function formatTime(value: string | Date): string {
  const { hour, minute } = pieces(value);
  return `${hour}:${minute}`;
}

/** "23-11-2026 13:05" in Santiago: tables, audit entries, sessions. */
export function formatDateTime(value: string | Date): string {
  const { day, month, year, hour, minute } = pieces(value);
  return `${day}-${month}-${year} ${hour}:${minute}`;
}

const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "lunes 30 de noviembre, 09:00" in the given zone (default Santiago): appointments, e-mails. */
export function formatLongDateTime(value: string | Date, timeZone: string = TIME_ZONE): string {
  let format = longFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    longFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(value)).map((piece) => [piece.type, piece.value]),
  );
  return `${part.weekday} ${part.day} de ${part.month}, ${part.hour}:${part.minute}`;
}

const shortParts = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

function shortPieces(value: string | Date): Record<string, string> {
  return Object.fromEntries(
    shortParts.formatToParts(new Date(value)).map((piece) => [piece.type, piece.value.replace('.', '')]),
  );
}

/** "sáb 28 nov, 18:00" in Santiago: a time in a list a person reads. */
export function formatShortDateTime(value: string | Date): string {
  const part = shortPieces(value);
  return `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute}`;
}

/** "25 nov 2026" in Santiago: a day in a list a person reads. */
export function formatShortDate(value: string | Date): string {
  const part = shortPieces(value);
  return `${part.day} ${part.month} ${part.year}`;
}

/** A calendar day as tables and short messages write it: "2026-12-10" → "10-12-2026". */
export const formatTableDay = (day: string) => day.split('-').reverse().join('-');

/**
 * What a person typed in a date field, as YYYY-MM-DD: "30-11-2026", "30/11/2026" or "3.1.2026" (day first, as
 * Chile writes it); null when it is not a whole, real date ("31-02-2026", "30-11").
 */
export function readDayInput(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Santiago calendar day of an instant, as "YYYY-MM-DD" (for grouping and comparing days). */
export function santiagoDay(value: string | Date): string {
  const { day, month, year } = pieces(value);
  return `${year}-${month}-${day}`;
}

/**
 * A day separator in a conversation, in Santiago: "hoy", "ayer", or "lun 30 nov" (issue 46), with the year
 * when it is not this year's.
 */
export function formatDaySeparator(value: string | Date, now: Date = new Date()): string {
  const day = santiagoDay(value);
  if (day === santiagoDay(now)) return 'hoy';
  if (day === santiagoDay(new Date(now.getTime() - 86_400_000))) return 'ayer';
  const part = shortPieces(value);
  const sameYear = part.year === shortPieces(now).year;
  return `${part.weekday} ${part.day} ${part.month}${sameYear ? '' : ` ${part.year}`}`;
}
