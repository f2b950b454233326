// Calendar days in query strings (issue 17): one schema for every admin filter and figure range, so an
// impossible date ("2026-13-45", "2026-02-30") or a far one ("9999-12-31") is a Spanish 400, never a 500
// or a series built without end.
import { z } from 'zod';

/** The calendar the app accepts: wide enough for any real record and any chart, small enough to compute. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
/** The longest range a figure may cover (two years, a leap day included). */
export const MAX_FIGURE_RANGE_DAYS = 731;

export const DATE_RANGE_MESSAGES = {
  format: 'Usa una fecha AAAA-MM-DD',
  impossible: 'Esa fecha no existe en el calendario',
  outside: 'Usa una fecha entre el 01-01-2000 y el 31-12-2099',
  order: 'La fecha inicial debe ser anterior a la final',
  tooLong: 'El rango puede abarcar como máximo dos años',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when `day` (AAAA-MM-DD) names a day that exists: 2026-02-30 does not, 2028-02-29 does. */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RANGE_MESSAGES.format)
  .refine(isCalendarDay, DATE_RANGE_MESSAGES.impossible)
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, DATE_RANGE_MESSAGES.outside);

/** `from` and `to` of a query string, each optional; `to` never before `from`; at most `maxDays` apart. */
export function dateRangeFields() {
  return { from: DaySchema.optional(), to: DaySchema.optional() };
}

/** The checks that involve both ends, for a schema holding `dateRangeFields()`. */
export function checkDateRange(maxDays?: number) {
  return (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_RANGE_MESSAGES.order });
    else if (maxDays !== undefined && daysInRange(query.from, query.to) > maxDays)
      ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_RANGE_MESSAGES.tooLong });
  };
}
