import { useId } from 'react';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/**
 * A time of day as two lists, hours 00–23 and minutes on `step`-minute marks: always 24 h in Spanish,
 * whatever the browser's language (a native time field shows "09:00 AM" on an English machine).
 */
export function TimeSelect({
  label,
  value,
  onChange,
  step = 5,
}: {
  label: string;
  /** "HH:MM". */
  value: string;
  onChange: (value: string) => void;
  step?: number;
}) {
  const id = useId();
  const [hour = '00', minute = '00'] = value.split(':');
  const minutes = Array.from({ length: 60 / step }, (_, index) => String(index * step).padStart(2, '0'));
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      <div className="flex items-center gap-1">
        <label htmlFor={`${id}-h`} className="sr-only">
          Hora
        </label>
        <select
          id={`${id}-h`}
          className="field-input w-20"
          value={hour}
          onChange={(event) => onChange(`${event.target.value}:${minute}`)}
        >
          {HOURS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <label htmlFor={`${id}-m`} className="sr-only">
          Minutos
        </label>
        <select
          id={`${id}-m`}
          className="field-input w-20"
          value={minutes.includes(minute) ? minute : '00'}
          onChange={(event) => onChange(`${hour}:${event.target.value}`)}
        >
          {minutes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
