import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { CalendarPlus } from 'lucide-react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { APPOINTMENT_STATUS_LABELS, MODALITY_LABELS, type Appointment } from '@vitalia/shared/scheduling';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { generalMessage } from '@/lib/api-client';
import { useMyAppointments } from '../api/get-my-appointments';
import { useCancelAppointment } from '../api/cancel-appointment';
import { calendarFileUrl } from '../api/get-appointment';
import { viewerTimeZone } from '../api/keys';
import { WhenToggle, type When } from '@/components/data/when-toggle';
import { EnterRoom } from './enter-room';

const STATUS_STYLES: Record<Appointment['status'], string> = {
  confirmed: 'bg-brand-50 text-brand-800',
  cancelled: 'bg-gray-100 text-gray-700',
  completed: 'bg-emerald-50 text-emerald-800',
  no_show: 'bg-amber-50 text-amber-800',
};

/** The notice rules in words: until when she can still cancel or move it, or why she no longer can. */
export function noticeSentences(appointment: Appointment, timeZone: string): string[] {
  if (appointment.status !== 'confirmed') return [];
  const sentences: string[] = [];
  sentences.push(
    appointment.can_cancel
      ? `Puedes cancelarla hasta el ${formatLongDateTime(appointment.cancel_deadline, timeZone)}.`
      : `Ya no se puede cancelar: el plazo es de ${appointment.type.cancel_notice_hours} horas antes. Si tienes un imprevisto, escríbenos.`,
  );
  if (appointment.reschedule_count >= appointment.max_reschedules)
    sentences.push('Ya usaste los cambios de horario permitidos para esta cita.');
  else if (appointment.can_reschedule)
    sentences.push(
      `Puedes cambiarla de horario hasta el ${formatLongDateTime(appointment.reschedule_deadline, timeZone)}.`,
    );
  return sentences;
}

function CancelDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const cancel = useCancelAppointment();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title="¿Cancelar esta cita?" size="sm">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          cancel.mutate(
            { id: appointment.id, reason: reason.trim() },
            {
              onSuccess: (answer) => {
                toast.show({ type: 'success', title: answer.message ?? 'Cancelamos tu cita.' });
                onClose();
              },
              onError: (failure) => setError(generalMessage(failure)),
            },
          );
        }}
      >
        <p className="text-gray-700">
          {appointment.type.name} con {appointment.trainer.name},{' '}
          {formatLongDateTime(appointment.starts_at, viewerTimeZone())}.
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
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Volver
          </button>
          <button type="submit" className="btn btn-danger" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelando…' : 'Sí, cancelar la cita'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AppointmentCard({ appointment, onCancel }: { appointment: Appointment; onCancel: () => void }) {
  const timeZone = useMemo(viewerTimeZone, []);
  const titleId = `cita-${appointment.id}-title`;
  const upcoming = appointment.status === 'confirmed' && Date.parse(appointment.ends_at) > Date.now();
  const location = appointment.location;
  return (
    <li id={`cita-${appointment.id}`} aria-labelledby={titleId} className="card scroll-mt-24 space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="font-semibold text-gray-900">
            {appointment.type.name}
          </h3>
          <p className="text-sm text-gray-600">Con {appointment.trainer.name}</p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            STATUS_STYLES[appointment.status],
          )}
        >
          {APPOINTMENT_STATUS_LABELS[appointment.status]}
        </span>
      </div>
      <p className="text-gray-800 first-letter:uppercase">
        {formatLongDateTime(appointment.starts_at, timeZone)} · {appointment.type.duration_minutes} min ·{' '}
        {MODALITY_LABELS[appointment.type.modality]}
      </p>
      {upcoming && location && appointment.type.modality !== 'online' ? (
        <p className="text-sm text-gray-700">Dirección: {location}</p>
      ) : null}
      {upcoming ? <EnterRoom appointment={appointment} who={appointment.trainer.name} /> : null}
      {appointment.status === 'cancelled' ? (
        <p className="text-sm text-gray-600">
          {appointment.cancelled_by === 'member' ? 'La cancelaste tú' : 'La canceló el equipo'}
          {appointment.cancel_reason ? `: «${appointment.cancel_reason}»` : '.'}
        </p>
      ) : null}
      {upcoming ? (
        <>
          <ul className="space-y-0.5 text-sm text-gray-600">
            {noticeSentences(appointment, timeZone).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <a
              className="btn btn-secondary"
              href={calendarFileUrl(env.VITE_API_URL, appointment.id)}
              download
            >
              <CalendarPlus aria-hidden className="size-4" /> Agregar al calendario
            </a>
            {appointment.can_reschedule ? (
              <Link className="btn btn-secondary" to={`${paths.agenda}?cambiar=${appointment.id}`}>
                Cambiar horario
              </Link>
            ) : null}
            {appointment.can_cancel ? (
              <button type="button" className="btn btn-ghost text-red-700" onClick={onCancel}>
                Cancelar cita
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

/** /citas: her upcoming and past appointments, with cancel and reschedule within the notice rules. */
export function MyAppointments() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const list = useMyAppointments(when, page);
  const data = list.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <WhenToggle
          value={when}
          onChange={(value) => {
            setWhen(value);
            setPage(1);
          }}
        />
        <Link className="btn btn-primary" to={paths.agenda}>
          Agendar una cita
        </Link>
      </div>
      {data && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          {when === 'upcoming'
            ? 'No tienes citas próximas. Agenda una consulta con el equipo cuando quieras.'
            : 'Aún no tienes citas pasadas.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="tus citas" />
      )}
      {data && data.appointments.length > 0 ? (
        <ul className="space-y-3" aria-label={when === 'upcoming' ? 'Citas próximas' : 'Citas pasadas'}>
          {data.appointments.map((appointment) => (
            <AppointmentCard
              key={appointment.id}
              appointment={appointment}
              onCancel={() => setCancelling(appointment)}
            />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
      {cancelling ? <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} /> : null}
    </div>
  );
}
