import { useMemo, useState } from 'react';
import clsx from 'clsx';
import { viewerTimeZone } from '@/utils/time-zone';
import { shiftMonth } from '@vitalia/shared/scheduling-rules';
import { MonthHeader } from '@/components/ui/month-header';
import { dateInWords, datesOf, monthLabel } from '@/utils/month-grid';

/** Booking looks at most this many months ahead (the longest type's horizon is 60 days). */
const BOOKABLE_MONTHS_AHEAD = 3;

/** Whether the month shown may go back (not before today's) or forward (not past the booking horizon). */
export function monthNavigation(month: string, today: string): { canGoBack: boolean; canGoForward: boolean } {
  const current = today.slice(0, 7);
  return { canGoBack: month > current, canGoForward: month < shiftMonth(current, BOOKABLE_MONTHS_AHEAD) };
}

/**
 * The month shown and the day chosen of a booking calendar that starts tomorrow in the viewer's zone, with
 * the props of its <MonthDays>. `onChange` runs when either moves (a chosen time is no longer on screen).
 */
export function useBookingCalendar(onChange: () => void) {
  const timeZone = useMemo(viewerTimeZone, []);
  const tomorrow = useMemo(
    () => new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone }),
    [timeZone],
  );
  const [month, setMonth] = useState(tomorrow.slice(0, 7));
  const [date, setDate] = useState<string>();
  return {
    timeZone,
    month,
    date,
    monthProps: {
      month,
      selected: date,
      ...monthNavigation(month, tomorrow),
      onMonth: (next: string) => {
        setMonth(next);
        setDate(undefined);
        onChange();
      },
      onSelect: (next: string) => {
        setDate(next);
        onChange();
      },
    },
  };
}

/**
 * A month of days: those with free slots are buttons, the rest are shown but inert. Buttons carry the whole
 * date in words for screen readers ("martes 1 de diciembre, con horarios libres").
 */
export function MonthDays({
  month,
  available,
  selected,
  loading,
  canGoBack,
  canGoForward,
  onMonth,
  onSelect,
}: {
  month: string;
  available: ReadonlySet<string>;
  selected?: string;
  loading: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonth: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  const { dates, firstWeekday } = datesOf(month);
  return (
    <section aria-labelledby="calendar-month" className="card p-4">
      <MonthHeader
        month={month}
        onMonth={onMonth}
        canGoBack={canGoBack}
        canGoForward={canGoForward}
        headingId="calendar-month"
      />
      <ul
        className={clsx('mt-1 grid grid-cols-7 gap-1', loading && 'opacity-60')}
        aria-label={`Días de ${monthLabel(month)}`}
        aria-busy={loading}
      >
        {dates.map((date, index) => {
          const free = available.has(date);
          const day = Number(date.slice(8));
          const words = dateInWords(date);
          return (
            <li key={date} style={index === 0 ? { gridColumnStart: firstWeekday } : undefined}>
              {free ? (
                <button
                  type="button"
                  aria-pressed={selected === date}
                  aria-label={`${words}, con horarios libres`}
                  onClick={() => onSelect(date)}
                  className={clsx(
                    'flex h-10 w-full items-center justify-center rounded-lg text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                    selected === date
                      ? 'bg-brand-700 text-white'
                      : 'bg-brand-50 text-brand-800 hover:bg-brand-100',
                  )}
                >
                  {day}
                </button>
              ) : (
                <span className="flex h-10 items-center justify-center text-sm text-gray-500">
                  <span aria-hidden>{day}</span>
                  {/* While the month loads nothing is known of the day yet: it is not said to be full. */}
                  <span className="sr-only">{loading ? words : `${words}, sin horarios`}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
