import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@vitalia/shared/constants/app';
import { santiagoDay } from '@vitalia/shared/dates';

/**
 * Calendar days and wall-clock times in Chile, whatever the device's own zone: a time she picks is Chile's
 * time (hora de Chile continental), as every screen shows it.
 */
export const todayInChile = () => santiagoDay(new Date());

export const addDays = (isoDate: string, days: number) =>
  Temporal.PlainDate.from(isoDate).add({ days }).toString();

/** The instant of a wall-clock time ("HH:MM") on a day in Chile, as ISO with its offset. */
export function instantInChile(isoDate: string, time: string): string {
  return Temporal.PlainDate.from(isoDate)
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toString({ timeZoneName: 'never' });
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
