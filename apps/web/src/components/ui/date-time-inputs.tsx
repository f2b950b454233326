import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { CalendarDays } from 'lucide-react';
import { formatTableDay, readDayInput } from '@vitalia/shared/dates';
import { dateInWords, datesOf } from '@/utils/month-grid';
import { MonthHeader } from './month-header';

/*
 * Date and time fields that read the same on every machine (issue 49 §3): a browser's own date and time
 * inputs follow its interface language, so an English Chromium showed "mm/dd/yyyy" and "09:00 AM" to a
 * Chilean admin. These write "30-11-2026" and "09:00" (24 h) and hand the form ISO values.
 */

interface FieldProps {
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A month to pick a day from, in a popover: days outside min–max are shown but cannot be chosen. */
function DayPicker({
  value,
  min,
  max,
  onPick,
  onClose,
}: {
  value: string;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const [month, setMonth] = useState((value || todayIso()).slice(0, 7));
  const grid = useRef<HTMLDivElement>(null);
  const { dates, firstWeekday } = datesOf(month);
  const today = todayIso();
  // Focus the chosen day (or today, or the first one that may be chosen) when it opens.
  useEffect(() => {
    const days = grid.current?.querySelectorAll<HTMLButtonElement>('button[data-day]:not([disabled])');
    const chosen = [...(days ?? [])].find((day) => day.dataset.day === (value || today)) ?? days?.[0];
    chosen?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, []);
  return (
    <div
      role="dialog"
      aria-label="Elegir fecha"
      className="absolute z-30 mt-1 w-72 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <MonthHeader month={month} onMonth={setMonth} compact />
      <div ref={grid} className="mt-1 grid grid-cols-7 gap-1">
        {dates.map((date, index) => {
          const outside = (min !== undefined && date < min) || (max !== undefined && date > max);
          return (
            <button
              key={date}
              type="button"
              data-day={date}
              disabled={outside}
              aria-pressed={date === value}
              aria-label={dateInWords(date)}
              style={index === 0 ? { gridColumnStart: firstWeekday } : undefined}
              onClick={() => onPick(date)}
              className={clsx(
                'h-9 rounded-lg text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                date === value
                  ? 'bg-brand-700 font-semibold text-white'
                  : 'text-gray-800 hover:bg-brand-50 disabled:text-gray-300 disabled:hover:bg-transparent',
                date === today && date !== value && 'font-semibold text-brand-800 ring-1 ring-brand-200',
              )}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A day, typed as "dd-mm-aaaa" or picked from a month. `onChange` gets YYYY-MM-DD, '' when emptied, or the text
 * as typed while it is not a whole date (the form's schema then says what is wrong, in Spanish).
 */
export function DateInput({
  id,
  value,
  onChange,
  min,
  max,
  invalid,
  describedBy,
  className,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  className?: string;
}) {
  const [text, setText] = useState(() =>
    readDayInput(formatTableDay(value)) ? formatTableDay(value) : value,
  );
  const [previous, setPrevious] = useState(value);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closed by a pick or Escape, focus goes back to the calendar button: a keyboard user keeps her place
  // (a click elsewhere closes it without moving focus).
  const closeToButton = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // The value changed from outside (a reset, a link): show it, unless it is what the text already says. A
  // parent that ignores a half-typed day (a list's filter) leaves the value as it was, and the typing stays.
  if (value !== previous) {
    setPrevious(value);
    if ((readDayInput(text) ?? text) !== value)
      setText(/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatTableDay(value) : value);
  }
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <div ref={box} className={clsx('relative min-w-[10.5rem]', className)}>
      <div className="flex">
        <input
          id={id}
          className="field-input min-w-0 rounded-r-none"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd-mm-aaaa"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const day = readDayInput(typed);
            onChange(typed.trim() === '' ? '' : (day ?? typed));
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="btn-secondary rounded-l-none border-l-0 px-3"
          aria-label="Elegir en el calendario"
          aria-expanded={open}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <CalendarDays aria-hidden className="size-4" />
        </button>
      </div>
      {open ? (
        <DayPicker
          value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
          min={min}
          max={max}
          onPick={(date) => {
            setText(formatTableDay(date));
            onChange(date);
            closeToButton();
          }}
          onClose={closeToButton}
        />
      ) : null}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** A time of day, 24 h, as two lists (hour, minutes in `step`-minute steps): "09:00", never "9:00 AM". */
export function TimeInput({
  id,
  value,
  onChange,
  label,
  step = 5,
  invalid,
  describedBy,
  groupLabel = label,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** Names the two lists: "<label>: hora", "<label>: minutos". */
  label: string;
  step?: number;
  groupLabel?: string;
}) {
  const [hour = '', minute = ''] = value.split(':');
  const minutes = Array.from({ length: 60 / step }, (_, index) => String(index * step).padStart(2, '0'));
  // A value between steps (set elsewhere) is still shown as it is.
  if (minute && !minutes.includes(minute)) minutes.push(minute);
  const set = (nextHour: string, nextMinute: string) =>
    onChange(nextHour === '' && nextMinute === '' ? '' : `${nextHour || '00'}:${nextMinute || '00'}`);
  return (
    <span role="group" aria-label={groupLabel} className="flex items-center gap-1">
      <select
        id={id}
        className="field-input w-auto pr-8"
        aria-label={`${label}: hora`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={hour}
        onChange={(event) => set(event.target.value, minute)}
      >
        <option value="">--</option>
        {HOURS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden>:</span>
      <select
        className="field-input w-auto pr-8"
        aria-label={`${label}: minutos`}
        aria-invalid={invalid || undefined}
        value={minute}
        onChange={(event) => set(hour, event.target.value)}
      >
        <option value="">--</option>
        {minutes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </span>
  );
}

/** A whole day and time as the field hands it over ("2026-12-01T19:30"); anything less is still being typed. */
export const COMPLETE_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const isCompleteDateTime = (value: string) => COMPLETE_DATE_TIME.test(value);

/**
 * A day and a time ("YYYY-MM-DDTHH:MM", as a datetime-local field gives it), in the two fields above. A day
 * without its time goes on as "2026-12-01T" (never as midnight): the form says the hour is missing.
 */
export function DateTimeInput({
  id,
  value,
  onChange,
  label,
  min,
  invalid,
  describedBy,
}: FieldProps & { value: string; onChange: (value: string) => void; label: string; min?: string }) {
  const [day = '', time = ''] = value.split('T');
  const join = (nextDay: string, nextTime: string) =>
    onChange(nextDay === '' && nextTime === '' ? '' : `${nextDay}T${nextTime}`);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DateInput
        id={id}
        className="min-w-40 flex-1"
        value={day}
        min={min}
        invalid={invalid}
        describedBy={describedBy}
        onChange={(nextDay) => join(nextDay, time)}
      />
      <TimeInput
        label={label}
        groupLabel={`Hora de «${label}»`}
        value={time}
        invalid={invalid}
        onChange={(nextTime) => join(day, nextTime)}
      />
    </div>
  );
}
