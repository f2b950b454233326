import { useMemo, type ReactNode } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { APPOINTMENT_STATUS_LABELS, MODALITY_LABELS } from '@vitalia/shared/scheduling';
import { ListSection } from '@/components/data/list-section';
import { useTrainerAppointments } from '../api/get-trainer-appointments';
import { EnterRoom } from './enter-room';
import { StaffStatusActions } from './staff-status-actions';
import { viewerTimeZone } from '../api/keys';
import { useWhenPages } from '@/components/data/when-toggle';

/** `/trainer/classes`: the consultations members booked with her, upcoming first. */
export function TrainerAppointments({
  memberExtra,
}: {
  /** What the page adds under each booking about its member (her intake, from the onboarding feature). */
  memberExtra?: (memberId: number) => ReactNode;
} = {}) {
  const timeZone = useMemo(viewerTimeZone, []);
  const { when, page, setPage, toggle } = useWhenPages();
  const list = useTrainerAppointments(when, page);
  const data = list.data;
  return (
    <ListSection
      title="Tus citas"
      controls={toggle}
      isPending={list.isPending}
      isError={list.isError}
      total={data?.total}
      emptyText={
        when === 'upcoming' ? 'No tienes citas agendadas por ahora.' : 'Aún no tienes citas pasadas.'
      }
      what="tus citas"
      page={page}
      perPage={data?.per_page}
      onPage={setPage}
    >
      {data ? (
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
                {appointment.status === 'confirmed' ? (
                  <EnterRoom appointment={appointment} who={appointment.member.name} />
                ) : null}
              </div>
              {memberExtra && appointment.status !== 'cancelled' ? (
                <div className="w-full">{memberExtra(appointment.member.id)}</div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </ListSection>
  );
}
