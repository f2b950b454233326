import { useId } from 'react';
import { TimeSelect } from '@/components/ui/time-select';
import { addDays, shortDayOf, todayInChile, weekdayOf } from '@/utils/chile-days';

/** How far ahead a message may be scheduled from this picker. */
const DAYS_AHEAD = 30;

export interface ScheduleChoice {
  day: string;
  time: string;
}

/** A day in the next month and a 24 h time, both in Chile: "Enviar el" of a scheduled message. */
export function SchedulePicker({
  value,
  onChange,
}: {
  value: ScheduleChoice;
  onChange: (value: ScheduleChoice) => void;
}) {
  const id = useId();
  const today = todayInChile();
  const days = Array.from({ length: DAYS_AHEAD }, (_, index) => addDays(today, index));
  const label = (day: string, index: number) =>
    index === 0 ? 'hoy' : index === 1 ? 'mañana' : `${weekdayOf(day)} ${shortDayOf(day)}`;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Enviar el</legend>
      <div>
        <label htmlFor={id} className="field-label">
          Enviar el
        </label>
        <select
          id={id}
          className="field-input"
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
        >
          {days.map((day, index) => (
            <option key={day} value={day}>
              {label(day, index)}
            </option>
          ))}
        </select>
      </div>
      <TimeSelect
        label="A las (hora de Chile)"
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
      />
    </fieldset>
  );
}
