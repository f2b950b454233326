import type { Granularity } from '@vitalia/shared/admin-analytics';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ten years of days: far beyond any range the API accepts. */
const MAX_PERIODS = 3660;
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const fromDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Where a calendar day's period starts, as PostgreSQL's date_trunc does (weeks start on Monday). */
export function periodStart(day: string, granularity: Granularity): string {
  const date = fromDay(day);
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'week') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    return toDay(new Date(date.getTime() - sinceMonday * DAY_MS));
  }
  return day;
}

/**
 * Every period label from `from` to `to` (calendar days, already in America/Santiago), so a period with
 * nothing in it is a zero on the chart instead of a gap. Pure calendar arithmetic on UTC dates: no DST.
 */
export function periodsBetween(from: string, to: string, granularity: Granularity): string[] {
  const periods: string[] = [];
  let cursor = periodStart(from, granularity);
  while (cursor <= to) {
    // Callers bound their ranges (shared/date-range); this stops any that did not before memory runs out.
    if (periods.length >= MAX_PERIODS) throw new RangeError(`more than ${MAX_PERIODS} periods requested`);
    periods.push(cursor);
    const date = fromDay(cursor);
    if (granularity === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
    else date.setUTCDate(date.getUTCDate() + (granularity === 'week' ? 7 : 1));
    cursor = toDay(date);
  }
  return periods;
}

/** The same number of days just before the range: what a trend compares against. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = (fromDay(to).getTime() - fromDay(from).getTime()) / DAY_MS + 1;
  return {
    from: toDay(new Date(fromDay(from).getTime() - length * DAY_MS)),
    to: toDay(new Date(fromDay(from).getTime() - DAY_MS)),
  };
}
