import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDateRange, dateRangeFields, DaySchema, isCalendarDay } from './date-range';

const Range = z.object(dateRangeFields()).superRefine(checkDateRange(731));
const errorOf = (input: unknown) => {
  const result = Range.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('calendar days in query strings', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-45')).toBe(false);
    expect(DaySchema.safeParse('2026-11-24').success).toBe(true);
    expect(DaySchema.safeParse('2026-13-45').error?.issues[0]?.message).toBe(
      'Esa fecha no existe en el calendario',
    );
    expect(DaySchema.safeParse('26-11-2026').error?.issues[0]?.message).toBe('Usa una fecha AAAA-MM-DD');
  });

  it('refuses days the app will not compute with', () => {
    expect(errorOf({ to: '9999-12-31' })).toEqual(['Usa una fecha entre el 01-01-2000 y el 31-12-2099']);
    expect(errorOf({ from: '1899-01-01' })).toEqual(['Usa una fecha entre el 01-01-2000 y el 31-12-2099']);
  });

  it('checks the order and the length of a range', () => {
    expect(errorOf({ from: '2026-02-01', to: '2026-01-01' })).toEqual([
      'La fecha inicial debe ser anterior a la final',
    ]);
    expect(errorOf({ from: '2024-01-01', to: '2025-12-31' })).toBeNull();
    expect(errorOf({ from: '2024-01-01', to: '2026-01-01' })).toEqual([
      'El rango puede abarcar como máximo dos años',
    ]);
    expect(errorOf({})).toBeNull();
  });
});
