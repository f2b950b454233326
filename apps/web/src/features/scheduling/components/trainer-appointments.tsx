import { useMemo, useState, type ReactNode } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { APPOINTMENT_STATUS_LABELS, MODALITY_LABELS } from '@vitalia/shared/scheduling';
import { QueryStatus } from '@/components/data/query-status';
import { Pager } from '@/components/data/pager';
import { useTrainerAppointments } from '../api/get-trainer-appointments';
import { StaffStatusActions } from './staff-status-actions';
import { viewerTimeZone } from '../api/keys';
import { WhenToggle, type When } from '@/components/data/when-toggle';

/** `/trainer/classes`: the consultations members booked with her, upcoming first. */
export function TrainerAppointments({
  memberExtra,
}: {
  /** What the page adds under each booking about its member (her intake, from the onboarding feature). */
  memberExtra?: (memberId: number) => ReactNode;
} = {}) {
  const timeZone = useMemo(viewerTimeZone, []);
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const list = useTrainerAppointments(when, page);
  const data = list.data;
  return (
    <section aria-labelledby="trainer-appointments" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trainer-appointments" className="text-lg font-semibold text-gray-900">
          Tus citas
        </h2>
        <WhenToggle
          value={when}
          onChange={(value) => {
            setWhen(value);
            setPage(1);
          }}
        />
      </div>
      {data && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          {when === 'upcoming' ? 'No tienes citas agendadas por ahora.' : 'Aún no tienes citas pasadas.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="tus citas" />
      )}
      {data && data.appointments.length > 0 ? (
        <ul className="space-y-3" aria-label="Tus citas">
          {data.appointments.map((appointment) => (
            <li key={appointment.id} className="card flex flex-wrap items-start justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-gray-900 first-letter:uppercase">
                  {formatLongDateTime(appointment.starts_at, timeZone)}
                </p>
                <p className="text-sm text-gray-700">
                  {appointment.member.name} · {appointment.type.name} ({appointment.type.duration_minutes}{' '}
                  min, {MODALITY_LABELS[appointment.type.modality].toLowerCase()})
                </p>
                {appointment.notes ? (
                  <p className="mt-1 text-sm text-gray-600">Mensaje: «{appointment.notes}»</p>
                ) : null}
              </div>
              <div className="flex flex-col items-end gap-2">
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
                  {APPOINTMENT_STATUS_LABELS[appointment.status]}
                </span>
                <StaffStatusActions appointment={appointment} scope="trainer" />
              </div>
              {memberExtra && appointment.status !== 'cancelled' ? (
                <div className="w-full">{memberExtra(appointment.member.id)}</div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}
