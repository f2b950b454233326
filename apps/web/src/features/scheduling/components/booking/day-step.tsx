import type { Dispatch } from 'react';
import clsx from 'clsx';
import type { Slot } from '@vitalia/shared/scheduling';
import { useAvailableDays } from '../../api/get-available-days';
import { useAvailableSlots } from '../../api/get-available-slots';
import { MonthDays, monthNavigation } from '../month-days';
import { dateInWords } from '@/utils/month-grid';
import { timeOf } from './booking-format';
import type { BookingEvent, BookingState } from './booking-state';
import { Loading } from '@/components/data/load-states';

/** "2. Elige el día": the month with the days that have free slots, then the chosen day's slots. */
export function DayStep({
  state,
  today,
  timeZone,
  moving,
  trainerName,
  onSlot,
  dispatch,
}: {
  state: BookingState;
  today: string;
  timeZone: string;
  moving: boolean;
  trainerName: (id: number) => string;
  onSlot: (slot: Slot) => void;
  dispatch: Dispatch<BookingEvent>;
}) {
  const { month, date, typeId, trainerId, chosen } = state;
  const days = useAvailableDays({ month, typeId, trainerId });
  const slots = useAvailableSlots({ date, typeId, trainerId });
  const available = new Set(days.data?.days ?? []);
  return (
    <section aria-labelledby="booking-when" className="space-y-3">
      <h2 id="booking-when" className="text-lg font-semibold text-gray-900">
        {moving ? 'Elige el día' : '2. Elige el día'}
      </h2>
      <p className="text-sm text-gray-500">Horarios en tu zona horaria ({timeZone.replace(/_/g, ' ')}).</p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <MonthDays
          month={month}
          available={available}
          selected={date}
          loading={days.isFetching}
          {...monthNavigation(month, today)}
          onMonth={(next) => dispatch({ type: 'month-shown', month: next })}
          onSelect={(next) => dispatch({ type: 'day-picked', date: next })}
        />
        <div className="space-y-3">
          {days.isError ? (
            <p role="alert" className="text-red-700">
              No se pudieron cargar los días. Revisa tu conexión e intenta nuevamente.
            </p>
          ) : days.data && available.size === 0 && !days.isFetching ? (
            <p className="card p-4 text-gray-600">
              No quedan horarios libres este mes. Prueba con el mes siguiente
              {trainerId ? ' u otra profesional' : ''}.
            </p>
          ) : null}
          {date ? (
            <section aria-labelledby="booking-slots" className="card p-4">
              <h3 id="booking-slots" className="mb-3 font-semibold text-gray-900 first-letter:uppercase">
                {dateInWords(date)}
              </h3>
              {slots.isPending ? (
                <Loading label="Cargando horarios..." />
              ) : slots.isError ? (
                <p role="alert" className="text-red-700">
                  No se pudieron cargar los horarios. Intenta nuevamente.
                </p>
              ) : slots.data.slots.length === 0 ? (
                <p className="text-gray-600">Este día ya no tiene horarios libres. Elige otro.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Horarios libres">
                  {slots.data.slots.map((slot) => {
                    const picked =
                      chosen?.starts_at === slot.starts_at && chosen.trainer_id === slot.trainer_id;
                    return (
                      <li key={`${slot.trainer_id}-${slot.starts_at}`}>
                        <button
                          type="button"
                          aria-pressed={picked}
                          onClick={() => onSlot(slot)}
                          className={clsx(
                            'w-full rounded-lg border px-3 py-2 text-left text-sm transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                            picked
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : 'border-gray-200 bg-white hover:border-brand-400',
                          )}
                        >
                          <span className="block font-semibold">{timeOf(slot.starts_at, timeZone)}</span>
                          {trainerId === undefined ? (
                            <span className={clsx('block text-xs', picked ? 'text-white' : 'text-gray-600')}>
                              {trainerName(slot.trainer_id)}
                            </span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          ) : available.size > 0 ? (
            <p className="text-gray-600">Elige un día destacado para ver sus horarios.</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
