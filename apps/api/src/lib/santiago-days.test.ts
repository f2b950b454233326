import { describe, expect, it } from 'vitest';
import { chileMidnight, santiagoDays, shiftDay } from './santiago-days';
import { containsPattern } from './sql-like';

const HOUR = 60 * 60 * 1000;
const hoursIn = ({ from, to }: { from?: Date; to?: Date }) =>
  ((to?.getTime() ?? 0) - (from?.getTime() ?? 0)) / HOUR;

describe('santiagoDays', () => {
  it('covers a whole ordinary day, from its midnight to the next', () => {
    const { from, to } = santiagoDays('2026-11-23', '2026-11-23');
    expect(from?.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('ends the day clocks go forward after 23 hours, not 24', () => {
    // 6 September 2026 starts at 01:00 -03 (midnight does not exist that day).
    expect(hoursIn(santiagoDays('2026-09-06', '2026-09-06'))).toBe(23);
  });

  it('ends the day clocks go back after 25 hours', () => {
    expect(hoursIn(santiagoDays('2026-04-05', '2026-04-05'))).toBe(25);
  });

  it('leaves an open end open', () => {
    expect(santiagoDays(undefined, '2026-01-31')).toEqual({
      from: undefined,
      to: chileMidnight('2026-02-01'),
    });
  });

  it('shifts calendar days across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('containsPattern', () => {
  it('makes % and _ typed by a person literal', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
