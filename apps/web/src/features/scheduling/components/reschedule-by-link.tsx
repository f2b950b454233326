import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import type { ManagedAppointment } from '@vitalia/shared/scheduling';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { useLinkSlots } from '../api/get-link-slots';
import { useLinkDays } from '../api/get-link-days';
import { MonthDays, useBookingCalendar } from './month-days';
import { SlotTimes } from './slot-times';
import { dateInWords } from '@/utils/month-grid';

import { useRescheduleByLink } from '../api/reschedule-by-link';
import { Loading, LoadError } from '@/components/data/load-states';

/** The reschedule link's page: another date and time with the same professional, under the same rules. */
export function RescheduleByLink({ token, appointment }: { token: string; appointment: ManagedAppointment }) {
  const [chosen, setChosen] = useState<string>();
  const { timeZone, month, date, monthProps } = useBookingCalendar(() => setChosen(undefined));
  const [problem, setProblem] = useState<string | null>(null);
  const days = useLinkDays(token, appointment.can_reschedule ? month : undefined);
  const slots = useLinkSlots(token, appointment.can_reschedule ? date : undefined);
  const available = new Set(days.data?.days ?? []);
  const move = useRescheduleByLink(token);

  if (move.isSuccess)
    return (
      <p role="status" className="flex items-center gap-2 font-semibold text-emerald-800">
        <CheckCircle2 aria-hidden className="size-5" /> Listo: tu cita quedó para el{' '}
        {formatLongDateTime(move.data.appointment.starts_at, timeZone)}. Te enviamos la confirmación por
        correo.
      </p>
    );
  if (appointment.status !== 'confirmed') return <p>Esta cita ya no se puede cambiar.</p>;
  if (!appointment.can_reschedule)
    return (
      <p className="text-gray-700">
        Ya no se puede cambiar en línea: el plazo es de {appointment.reschedule_notice_hours} horas antes, y
        cada cita admite pocos cambios. Si tienes un imprevisto, escríbenos.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        Elige otro día y hora con la misma profesional. Puedes hacerlo hasta el{' '}
        {formatLongDateTime(appointment.reschedule_deadline, timeZone)}.
      </p>
      {/* The same month as /agenda: only days with free times can be chosen (no native date field). */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <MonthDays {...monthProps} available={available} loading={days.isFetching} />
        <div className="space-y-3">
          {days.isError ? <LoadError error={days.error} /> : null}
          {days.data && available.size === 0 && !days.isFetching ? (
            <p className="text-gray-700">No quedan horas libres este mes. Prueba con el siguiente.</p>
          ) : null}
          {date ? <h2 className="font-semibold text-gray-900">{dateInWords(date)}</h2> : null}
          {slots.isLoading ? <Loading /> : null}
          {slots.isError ? <LoadError error={slots.error} /> : null}
          {slots.data && slots.data.slots.length === 0 ? (
            <p className="text-gray-700">No quedan horas libres ese día. Prueba con otro.</p>
          ) : null}
          {slots.data && slots.data.slots.length > 0 ? (
            <SlotTimes
              slots={slots.data.slots}
              chosen={chosen}
              onChoose={setChosen}
              timeZone={timeZone}
              label="Horarios libres"
            />
          ) : null}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!chosen || move.isPending}
          onClick={() => {
            if (!chosen) return;
            setProblem(null);
            move.mutate(chosen, {
              onError: (failure) => {
                setProblem(generalMessage(failure));
                setChosen(undefined);
                void slots.refetch();
              },
            });
          }}
        >
          {move.isPending ? 'Cambiando…' : 'Cambiar a esta hora'}
        </button>
        <Link className="btn btn-secondary" to={paths.appointments}>
          Ir a Mis Citas
        </Link>
      </div>
    </div>
  );
}
