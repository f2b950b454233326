import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { MODALITY_LABELS } from '@vitalia/shared/scheduling';
import { paths } from '@/config/paths';
import { generalMessage } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { useCancelByLink } from '../api/cancel-by-link';
import { useLinkedAppointment } from '../api/get-linked-appointment';
import { RescheduleByLink } from './reschedule-by-link';
import { Loading } from '@/components/data/load-states';

/** `/citas/gestionar?t=…`: cancel or move an appointment from the e-mail's link, without signing in. */
export function CancelByLink({ token }: { token: string }) {
  const timeZone = useMemo(viewerTimeZone, []);
  const query = useLinkedAppointment(token);
  const cancel = useCancelByLink(token);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!token || query.isError)
    return (
      <div className="space-y-4">
        <p role="alert" className="text-gray-800">
          {query.error ? generalMessage(query.error) : 'Este enlace no es válido o ya venció.'}
        </p>
        <Link className="btn btn-primary" to={paths.appointments}>
          Ir a Mis Citas
        </Link>
      </div>
    );
  if (query.isPending) return <Loading />;
  const appointment = query.data.appointment;
  const when = formatLongDateTime(appointment.starts_at, timeZone);
  return (
    <div className="space-y-5">
      <div className="card space-y-1 p-5">
        <p className="text-sm text-gray-600">Hola {appointment.first_name}, esta es tu cita:</p>
        <p className="text-lg font-semibold text-gray-900">
          {appointment.type_name} con {appointment.trainer_name}
        </p>
        <p className="text-gray-800 first-letter:uppercase">
          {when} · {MODALITY_LABELS[appointment.modality]}
        </p>
      </div>
      {appointment.purpose === 'reschedule' ? (
        <RescheduleByLink token={token} appointment={appointment} />
      ) : appointment.status === 'cancelled' ? (
        <p role="status" className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircle2 aria-hidden className="size-5" /> Esta cita está cancelada. Te enviamos la
          confirmación por correo.
        </p>
      ) : appointment.status !== 'confirmed' ? (
        <p>Esta cita ya pasó.</p>
      ) : appointment.can_cancel ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            cancel.mutate(reason.trim(), { onError: (failure) => setError(generalMessage(failure)) });
          }}
        >
          <p className="text-gray-700">
            Puedes cancelarla hasta el {formatLongDateTime(appointment.cancel_deadline, timeZone)}. Si era
            parte de tu plan, recuperas la consulta para agendar otra.
          </p>
          <label className="block">
            <span className="field-label">Motivo (opcional)</span>
            <textarea
              className="field-input min-h-20"
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          {error ? (
            <p role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-danger" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelando…' : 'Cancelar mi cita'}
            </button>
            <Link className="btn btn-secondary" to={paths.appointments}>
              Cambiar la hora en Mis Citas
            </Link>
          </div>
        </form>
      ) : (
        <p className="text-gray-700">
          Ya no se puede cancelar en línea: el plazo es de {appointment.cancel_notice_hours} horas antes. Si
          tienes un imprevisto, escríbenos.
        </p>
      )}
    </div>
  );
}
