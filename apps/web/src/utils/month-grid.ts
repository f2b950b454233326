import { MONTH_NAMES } from '@vitalia/shared/scheduling-rules';

/** The days of a month as a calendar draws them (Monday first), for the booking calendar and the date picker. */
export const WEEKDAYS = [
  ['L', 'lunes'],
  ['M', 'martes'],
  ['M', 'miércoles'],
  ['J', 'jueves'],
  ['V', 'viernes'],
  ['S', 'sábado'],
  ['D', 'domingo'],
] as const;

export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[index - 1]} ${year}`;
}

/** "2026-12-01" → "martes 1 de diciembre": calendar words of a plain date, in no zone at all. */
export function dateInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]?.[1];
  return `${weekday} ${day} de ${MONTH_NAMES[month - 1]}`;
}

/** The dates of a month, as YYYY-MM-DD, with the ISO weekday (1 = lunes) of the first. */
export function datesOf(month: string): { dates: string[]; firstWeekday: number } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const firstWeekday = ((new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7) + 1;
  const dates = Array.from({ length: days }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`);
  return { dates, firstWeekday };
}
