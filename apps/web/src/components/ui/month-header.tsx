import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftMonth } from '@vitalia/shared/scheduling-rules';
import { monthLabel, WEEKDAYS } from '@/utils/month-grid';

/**
 * A month's name between "Mes anterior" and "Mes siguiente", and the weekday letters under it (Monday first):
 * the top of the booking calendar and of the date picker.
 */
export function MonthHeader({
  month,
  onMonth,
  canGoBack = true,
  canGoForward = true,
  headingId,
  compact = false,
}: {
  month: string;
  onMonth: (month: string) => void;
  canGoBack?: boolean;
  canGoForward?: boolean;
  /** The month's name as the heading that labels its calendar. */
  headingId?: string;
  compact?: boolean;
}) {
  const buttonClass = compact ? 'btn-ghost px-2 py-1' : 'btn btn-ghost';
  const Title = headingId ? 'h3' : 'p';
  return (
    <>
      <div className={`${compact ? 'mb-2' : 'mb-3'} flex items-center justify-between gap-2`}>
        <button
          type="button"
          className={buttonClass}
          disabled={!canGoBack}
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label="Mes anterior"
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <Title
          id={headingId}
          className={`font-semibold text-gray-900 capitalize ${compact ? 'text-sm' : ''}`}
          aria-live="polite"
        >
          {monthLabel(month)}
        </Title>
        <button
          type="button"
          className={buttonClass}
          disabled={!canGoForward}
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label="Mes siguiente"
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-gray-500" aria-hidden>
        {WEEKDAYS.map(([letter, name]) => (
          <span key={name}>{letter}</span>
        ))}
      </div>
    </>
  );
}
