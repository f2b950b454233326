import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@vitalia/shared/constants/app';
import { formatTime, santiagoDay } from '@vitalia/shared/dates';
import type { Meal } from '@vitalia/shared/meal-plans';

/** Today in Chile, "YYYY-MM-DD". */
export const todayInChile = () => santiagoDay(new Date());

export const addDays = (isoDate: string, days: number) =>
  Temporal.PlainDate.from(isoDate).add({ days }).toString();

/** The seven days that end on `lastDay`, oldest first. */
export const weekEnding = (lastDay: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(lastDay, index - 6));

/** The instant of a wall-clock time on a day in Chile, as ISO with its offset. */
export function instantOf(isoDate: string, time: string): string {
  return Temporal.PlainDate.from(isoDate)
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toString({ timeZoneName: 'never' });
}

/** Now, on five-minute marks ("13:05"). */
export function nowOnFiveMinutes(): string {
  const [hour = '12', minute = '00'] = formatTime(new Date()).split(':');
  return `${hour}:${String(Math.floor(Number(minute) / 5) * 5).padStart(2, '0')}`;
}

/** The meal that the hour suggests, for the form's first guess. */
export function mealAt(time: string): Meal {
  const hour = Number(time.slice(0, 2));
  if (hour < 10) return 'desayuno';
  if (hour < 12) return 'colacion';
  if (hour < 16) return 'almuerzo';
  if (hour < 20) return 'once';
  return 'cena';
}

const WEEKDAY = new Intl.DateTimeFormat('es-CL', { weekday: 'short', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "lun" and "30 nov" for a day's button; "lunes 30 de noviembre" for its heading. */
export const weekdayOf = (isoDate: string) => WEEKDAY.format(noon(isoDate)).replace('.', '');
export const shortDayOf = (isoDate: string) => DAY.format(noon(isoDate)).replace('.', '');
export const longDayOf = (isoDate: string) => LONG.format(noon(isoDate));
