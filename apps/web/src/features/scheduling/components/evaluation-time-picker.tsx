import { Loading, LoadError } from '@/components/data/load-states';
import { dateInWords } from '@/utils/month-grid';
import { useEvaluationDays } from '../api/evaluation-days';
import { useEvaluationSlots } from '../api/evaluation-slots';
import { MonthDays, useBookingCalendar } from './month-days';
import { SlotTimes } from './slot-times';

export interface EvaluationTime {
  trainer_id: number;
  starts_at: string;
}

/**
 * The free evaluation's month and a day's times, grouped by professional (ADR 0092): the same month of days
 * as /agenda, so only days with free times can be chosen.
 */
export function EvaluationTimePicker({
  value,
  onChange,
}: {
  value: EvaluationTime | undefined;
  onChange: (time: EvaluationTime | undefined) => void;
}) {
  const { timeZone, month, date, monthProps } = useBookingCalendar(() => onChange(undefined));
  const days = useEvaluationDays(month);
  const slots = useEvaluationSlots(date);
  const available = new Set(days.data?.days ?? []);
  const nameOf = (id: number) =>
    slots.data?.professionals.find((professional) => professional.id === id)?.name;
  const byProfessional = new Map<number, { starts_at: string }[]>();
  for (const slot of slots.data?.slots ?? [])
    byProfessional.set(slot.trainer_id, [...(byProfessional.get(slot.trainer_id) ?? []), slot]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <MonthDays {...monthProps} available={available} loading={days.isFetching} />
      <div className="space-y-4">
        {days.isError ? <LoadError error={days.error} onRetry={() => void days.refetch()} /> : null}
        {days.isLoading ? <Loading /> : null}
        {days.data && available.size === 0 && !days.isFetching ? (
          <p className="text-gray-700">No quedan horas libres este mes. Prueba con el siguiente.</p>
        ) : null}
        {!date && available.size > 0 ? (
          <p className="text-gray-700">Elige un día marcado para ver sus horas libres.</p>
        ) : null}
        {date ? <h3 className="font-semibold text-gray-900">{dateInWords(date)}</h3> : null}
        {slots.isLoading ? <Loading /> : null}
        {slots.isError ? <LoadError error={slots.error} onRetry={() => void slots.refetch()} /> : null}
        {slots.data && slots.data.slots.length === 0 ? (
          <p className="text-gray-700">No quedan horas libres ese día. Prueba con otro.</p>
        ) : null}
        {[...byProfessional].map(([trainerId, times]) => {
          const name = nameOf(trainerId) ?? 'Profesional del equipo';
          return (
            <div key={trainerId} className="space-y-2">
              <p className="text-sm font-medium text-gray-800">Con {name}</p>
              <SlotTimes
                slots={times}
                chosen={value?.trainer_id === trainerId ? value.starts_at : undefined}
                onChoose={(startsAt) => onChange({ trainer_id: trainerId, starts_at: startsAt })}
                timeZone={timeZone}
                label={`Horas libres con ${name}`}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
