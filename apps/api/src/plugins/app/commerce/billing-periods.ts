import type { BillingInterval } from '@vitalia/shared/commerce';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `months` calendar months after `from`, at the same UTC time of day. The day is the anchor day (the day the
 * plan was first bought) clamped to the month's length: a plan bought on 31 January renews on 28 or 29
 * February and then on 31 March, not on the 28th for ever. Computed in UTC, so a daylight-saving change
 * in Chile neither adds nor removes an hour of the period.
 */
export function addMonths(from: Date, months: number, anchorDay = from.getUTCDate()): Date {
  const target = new Date(from.getTime());
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  target.setUTCFullYear(year, month, Math.min(anchorDay, daysInMonth(year, month)));
  return target;
}

export function addInterval(from: Date, interval: BillingInterval, anchorDay?: number): Date {
  return addMonths(from, interval === 'year' ? 12 : 1, anchorDay);
}

/** Whole days (rounded up) from `now` until `end`; 0 once it has passed. */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * ADR 0020: on an upgrade the unused part of the current period is not refunded in money; its value
 * (old price × unused share of the old period) becomes extra time on the new plan at the new plan's rate.
 */
export function upgradeCreditMs(
  old: { price: number; periodMs: number; remainingMs: number },
  next: { price: number; periodMs: number },
): number {
  if (old.remainingMs <= 0 || old.price <= 0 || next.price <= 0 || old.periodMs <= 0) return 0;
  const valueLeft = (old.price * Math.min(old.remainingMs, old.periodMs)) / old.periodMs;
  return Math.floor((valueLeft * next.periodMs) / next.price);
}
