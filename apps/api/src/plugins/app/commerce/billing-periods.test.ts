import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addInterval, addMonths, daysUntil, upgradeCreditMs } from './billing-periods';

const DAY_MS = 86_400_000;
const iso = (value: Date) => value.toISOString();

describe('billing periods', () => {
  it('clamps to the end of shorter months and returns to the anchor day', () => {
    const bought = new Date('2027-01-31T15:00:00Z');
    const february = addMonths(bought, 1);
    expect(iso(february)).toBe('2027-02-28T15:00:00.000Z');
    expect(iso(addMonths(february, 1, bought.getUTCDate()))).toBe('2027-03-31T15:00:00.000Z');
    expect(iso(addMonths(new Date('2028-01-31T15:00:00Z'), 1))).toBe('2028-02-29T15:00:00.000Z');
    expect(iso(addInterval(new Date('2028-02-29T10:00:00Z'), 'year'))).toBe('2029-02-28T10:00:00.000Z');
    expect(iso(addMonths(new Date('2026-12-15T03:00:00Z'), 1))).toBe('2027-01-15T03:00:00.000Z');
  });

  it('keeps the UTC time across Chile’s daylight-saving changes (April and September)', () => {
    // Chile leaves summer time on the first Sunday of April and starts it on the first Sunday of September.
    const beforeApril = new Date('2027-03-20T03:30:00Z');
    expect(iso(addMonths(beforeApril, 1))).toBe('2027-04-20T03:30:00.000Z');
    const beforeSeptember = new Date('2027-08-25T04:00:00Z');
    expect(iso(addMonths(beforeSeptember, 1))).toBe('2027-09-25T04:00:00.000Z');
  });

  it('always moves forward between 28 and 31 days a month, whatever the start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (start) => {
          const next = addMonths(start, 1);
          const days = (next.getTime() - start.getTime()) / DAY_MS;
          return days >= 28 && days <= 31;
        },
      ),
    );
  });

  it('counts whole days left, rounding up, and never below zero', () => {
    const now = new Date('2027-05-01T00:00:00Z');
    expect(daysUntil(new Date(now.getTime() + 6.2 * DAY_MS), now)).toBe(7);
    expect(daysUntil(new Date(now.getTime() - DAY_MS), now)).toBe(0);
  });

  it('credits the unused value of the old plan as time on the new one', () => {
    const month = 30 * DAY_MS;
    const credit = upgradeCreditMs(
      { price: 19_990, periodMs: month, remainingMs: month / 2 },
      { price: 34_990, periodMs: month },
    );
    expect(credit / DAY_MS).toBeCloseTo((15 * 19_990) / 34_990, 3);
    expect(
      upgradeCreditMs(
        { price: 19_990, periodMs: month, remainingMs: -1 },
        { price: 34_990, periodMs: month },
      ),
    ).toBe(0);
  });
});
