import { formatTime, santiagoDay } from '@vitalia/shared/dates';
import type { Meal } from '@vitalia/shared/meal-plans';
import { addDays } from '@/utils/chile-days';

export {
  addDays,
  instantInChile as instantOf,
  longDayOf,
  shortDayOf,
  todayInChile,
  weekdayOf,
} from '@/utils/chile-days';

/** The seven days that end on `lastDay`, oldest first. */
export const weekEnding = (lastDay: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(lastDay, index - 6));

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

/** Entries by their day in Chile ("YYYY-MM-DD"), each day's in the time she ate, in one pass. */
export function byChileDay<T extends { eaten_at: string }>(entries: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const entry of [...entries].sort((a, b) => a.eaten_at.localeCompare(b.eaten_at))) {
    const day = santiagoDay(entry.eaten_at);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return days;
}
