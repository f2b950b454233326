// Appointment rules (issue 20, ADR 0037): which slots a trainer offers, and when a booking may still change.
// Pure functions of their arguments (the clock is a parameter), so the API, the web app and the property
// tests agree. Wall-clock hours live in the trainer's zone and are turned into instants by walking calendar
// dates with Temporal, never by adding hours to a midnight: in Chile 2026-04-04 23:00–23:59 happens twice
// and 2026-09-06 00:00–00:59 does not exist.
import { Temporal } from 'temporal-polyfill';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const MINUTES_PER_DAY = 24 * 60;

/** A stretch of time as epoch milliseconds, start included and end excluded (PostgreSQL's `[)` ranges). */
export interface Span {
  start: number;
  end: number;
}

/** Wall-clock minutes since the day's midnight; `end` may be 1440 (the next midnight). */
export interface WallInterval {
  start_minute: number;
  end_minute: number;
}

/** Weekly hours: ISO weekday (1 = lunes … 7 = domingo). */
export interface WeeklyHours extends WallInterval {
  weekday: number;
}

/** A dated exception in the trainer's zone: other hours that day, or none (`intervals: []` = closed). */
export interface DateOverride {
  date: string;
  intervals: WallInterval[];
}

export interface SlotRules {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Minutes between two offered starts. */
  intervalMinutes: number;
  /** How long before its start a slot may still be booked. */
  minNoticeMinutes: number;
  /** How many days ahead slots are offered. */
  horizonDays: number;
}

export interface SlotInput {
  /** The trainer's IANA zone, where her hours are written. */
  timeZone: string;
  weekly: readonly WeeklyHours[];
  overrides: readonly DateOverride[];
  /** Time off and existing bookings' blocked ranges: a slot's blocked range may not touch them. */
  busy: readonly Span[];
  rules: SlotRules;
  now: number;
  /** Calendar dates in the trainer's zone, both included (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** The slot itself and what it keeps the trainer from (its buffers around it). */
export interface Slot extends Span {
  blockedStart: number;
  blockedEnd: number;
}

/**
 * Zone conversions are the costly part of a calendar (a team shares one zone and the same few opening
 * minutes): each (zone, date, minute) is converted once per process. Bounded: cleared when it grows large.
 */
const wallClockCache = new Map<string, number>();
const WALL_CLOCK_CACHE_MAX = 100_000;

/** The instant of a wall-clock minute of a date in `timeZone`; a time the clocks skip becomes the one after. */
export function wallClockInstant(date: Temporal.PlainDate, minute: number, timeZone: string): number {
  const key = `${timeZone}|${date.toString()}|${minute}`;
  const cached = wallClockCache.get(key);
  if (cached !== undefined) return cached;
  const day = date.add({ days: Math.floor(minute / MINUTES_PER_DAY) });
  const ofDay = minute % MINUTES_PER_DAY;
  const time = new Temporal.PlainTime(Math.floor(ofDay / 60), ofDay % 60);
  // 'compatible': a repeated time is its first occurrence; a skipped time moves forward by the gap.
  const instant = day.toZonedDateTime({ timeZone, plainTime: time }).epochMilliseconds;
  if (wallClockCache.size >= WALL_CLOCK_CACHE_MAX) wallClockCache.clear();
  wallClockCache.set(key, instant);
  return instant;
}

/** Sorted, disjoint union of spans: overlap checks become one binary search. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Whether [start, end) meets any span of a merged list (touching ends do not meet). */
export function overlapsAny(merged: readonly Span[], start: number, end: number): boolean {
  let low = 0;
  let high = merged.length;
  // First span whose end is after `start`; it meets [start, end) only if it also starts before `end`.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((merged[middle]?.end ?? Infinity) <= start) low = middle + 1;
    else high = middle;
  }
  const first = merged[low];
  return first !== undefined && first.start < end;
}

/** The hours a trainer works on one date of her zone: the date's override, else her weekly hours. */
export function hoursOn(
  date: Temporal.PlainDate,
  weekly: readonly WeeklyHours[],
  overrides: ReadonlyMap<string, readonly WallInterval[]>,
): WallInterval[] {
  const override = overrides.get(date.toString());
  const intervals = override ?? weekly.filter((hours) => hours.weekday === date.dayOfWeek);
  return [...intervals].sort((a, b) => a.start_minute - b.start_minute);
}

/**
 * Every bookable slot of one trainer and appointment type between two dates of her zone, in time order.
 * A slot lies inside her hours, starts at least the minimum notice after `now` and before the horizon, and
 * its blocked range (the slot widened by the type's buffers) meets no busy span.
 */
export function computeSlots(input: SlotInput): Slot[] {
  const { rules, timeZone, now } = input;
  const duration = rules.durationMinutes * MINUTE_MS;
  const step = Math.max(1, rules.intervalMinutes) * MINUTE_MS;
  const earliest = now + rules.minNoticeMinutes * MINUTE_MS;
  const latest = now + rules.horizonDays * DAY_MS;
  const busy = mergeSpans(input.busy);
  const overrides = new Map(input.overrides.map((override) => [override.date, override.intervals]));
  const last = Temporal.PlainDate.from(input.to);
  const seen = new Set<number>();
  const slots: Slot[] = [];

  for (
    let date = Temporal.PlainDate.from(input.from);
    Temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  ) {
    for (const hours of hoursOn(date, input.weekly, overrides)) {
      const open = wallClockInstant(date, hours.start_minute, timeZone);
      const close = wallClockInstant(date, hours.end_minute, timeZone);
      for (let start = open; start + duration <= close; start += step) {
        if (start < earliest || start >= latest || seen.has(start)) continue;
        const end = start + duration;
        const blockedStart = start - rules.bufferBeforeMinutes * MINUTE_MS;
        const blockedEnd = end + rules.bufferAfterMinutes * MINUTE_MS;
        if (overlapsAny(busy, blockedStart, blockedEnd)) continue;
        seen.add(start);
        slots.push({ start, end, blockedStart, blockedEnd });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The calendar date of an instant in a zone (YYYY-MM-DD). */
export function dateIn(instant: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** Whether a string names a time zone this runtime knows ("America/Santiago", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The last moment a booking may be cancelled or rescheduled: `noticeHours` before its start. */
export function changeDeadline(startsAt: number, noticeHours: number): number {
  return startsAt - noticeHours * 60 * MINUTE_MS;
}

/** What a member whose plan includes no consultations hears once the ones she bought are used. */
export const NO_CONSULTATIONS_LEFT =
  'No te quedan consultas: tu plan no incluye consultas y ya usaste las que compraste. Puedes comprar una consulta individual en la tienda.';

/** "Te queda 1 consulta este mes" / "Te quedan 3 consultas este mes" / none left. */
export function allowanceSentence(remaining: number): string {
  if (remaining <= 0) return 'Ya usaste las consultas incluidas en tu plan este mes.';
  return remaining === 1 ? 'Te queda 1 consulta este mes' : `Te quedan ${remaining} consultas este mes`;
}

/**
 * What she can still book: her plan's consultations left this month and the ones she bought (used after the
 * plan's). "Te queda 1 consulta este mes y 3 consultas compradas", "Tienes 1 consulta comprada"…
 */
export function bookableSentence(planRemaining: number, credits: number, included: number): string {
  const bought = credits === 1 ? '1 consulta comprada' : `${credits} consultas compradas`;
  // A plan with no consultations (Free) has none "incluidas" to have used (issue 42 §17).
  if (credits <= 0 && included <= 0) return NO_CONSULTATIONS_LEFT;
  if (credits <= 0) return allowanceSentence(planRemaining);
  if (planRemaining > 0) return `${allowanceSentence(planRemaining)} y ${bought}`;
  if (included > 0)
    return `Ya usaste las consultas de tu plan este mes; te ${credits === 1 ? 'queda' : 'quedan'} ${bought}.`;
  return `Tienes ${bought}`;
}

/** A reminder's lead as a job key ("24h") and as words in its subject ("Tu cita es mañana"). */
export function reminderLead(hours: number): { key: string; minutes: number; words: string } {
  const words =
    hours === 1
      ? 'en una hora'
      : hours === 24
        ? 'mañana'
        : hours % 24 === 0
          ? `en ${hours / 24} días`
          : `en ${hours} horas`;
  return { key: `${hours}h`, minutes: hours * 60, words };
}

/** The lead of a reminder job's key ("24h" → 24); undefined for anything else. */
export function leadHoursOf(key: string): number | undefined {
  const match = /^(\d{1,3})h$/.exec(key);
  const hours = match ? Number(match[1]) : NaN;
  return hours >= 1 && hours <= 168 ? hours : undefined;
}

/** The allowance's period: the calendar month in Chile ("al mes" on the plan cards), as YYYY-MM. */
export function allowancePeriod(instant: number, timeZone = 'America/Santiago'): string {
  return dateIn(instant, timeZone).slice(0, 7);
}

/** "2026-11" → "2026-12" (or −1, or any count). Plain calendar arithmetic: no zone is involved. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The month after a period ("2026-12" → "2027-01"). */
export const nextPeriod = (period: string): string => shiftMonth(period, 1);

export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
/** "2026-12" → "diciembre". */
export const monthName = (period: string): string => MONTH_NAMES[Number(period.slice(5, 7)) - 1] ?? period;

/** This month's consultations used, next month's free: she may book from the first of next month. */
export const nextMonthSentence = (period: string, remaining: number) =>
  `Ya usaste las consultas de tu plan este mes. ${remaining === 1 ? 'Tienes 1 consulta' : `Tienes ${remaining} consultas`} para ${monthName(period)}: elige un día desde el 1 de ${monthName(period)}.`;

/** An online consultation's room opens this long before its start… */
export const ROOM_OPENS_MINUTES = 15;
/** …and closes this long after its end (a consultation that runs over is not cut off). */
export const ROOM_CLOSES_AFTER_MINUTES = 60;

/** When "Entrar" works for a consultation from `startsAt` to `endsAt` (epoch ms). */
export function roomWindow(startsAt: number, endsAt: number): { opensAt: number; closesAt: number } {
  return {
    opensAt: startsAt - ROOM_OPENS_MINUTES * 60_000,
    closesAt: endsAt + ROOM_CLOSES_AFTER_MINUTES * 60_000,
  };
}

/**
 * The one sentence of an appointment type's notice policy (issue 45 §6): the booking screen and the e-mail
 * say the same thing. "Puedes cancelarla hasta 24 horas antes y cambiarla de horario hasta 12 horas antes
 * (hasta 2 veces)."
 */
export function changePolicySentence(type: {
  cancelNoticeHours: number;
  rescheduleNoticeHours: number;
  maxReschedules: number;
}): string {
  const moves =
    type.maxReschedules <= 0
      ? '. No se puede cambiar de horario'
      : ` y cambiarla de horario hasta ${type.rescheduleNoticeHours} horas antes${type.maxReschedules === 1 ? ' (una vez)' : ` (hasta ${type.maxReschedules} veces)`}`;
  return `Puedes cancelarla hasta ${type.cancelNoticeHours} horas antes${moves}.`;
}
