import { useMemo } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_KIND_LABELS } from '@vitalia/shared/classes';
import { ListSection } from '@/components/data/list-section';
import { useWhenPages } from '@/components/data/when-toggle';
import { viewerTimeZone } from '@/utils/time-zone';
import { useTrainerClasses } from '../api/get-trainer-classes';
import { AttendeeList } from './attendee-list';

/** `/trainer/classes`: the live classes she teaches, each with who is coming. */
export function TrainerClasses() {
  const timeZone = useMemo(viewerTimeZone, []);
  const { when, page, setPage, toggle } = useWhenPages();
  const list = useTrainerClasses(when, page);
  const data = list.data;
  return (
    <ListSection
      title="Tus clases en vivo"
      controls={toggle}
      isPending={list.isPending}
      isError={list.isError}
      total={data?.total}
      emptyText={when === 'upcoming' ? 'No tienes clases programadas.' : 'Aún no tienes clases pasadas.'}
      what="tus clases"
      page={page}
      perPage={data?.per_page}
      onPage={setPage}
    >
      {data ? (
        <ul className="space-y-3" aria-label="Tus clases en vivo">
          {data.classes.map((live) => (
            <li key={live.id} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-gray-900">{live.title}</p>
                  <p className="text-sm text-gray-700 first-letter:uppercase">
                    {formatLongDateTime(live.starts_at, timeZone)} · {live.duration_minutes} min ·{' '}
                    {CLASS_KIND_LABELS[live.kind]}
                  </p>
                </div>
                <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
                  {live.status === 'cancelled'
                    ? 'Cancelada'
                    : `${live.capacity - live.seats_left} de ${live.capacity} cupos`}
                </span>
              </div>
              {live.meeting_url ? (
                <p className="text-sm">
                  Sala:{' '}
                  <a
                    className="text-brand-800 underline"
                    href={live.meeting_url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {live.meeting_url}
                  </a>
                </p>
              ) : null}
              <details>
                <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                  Ver inscripciones
                  {live.waitlist_count > 0 ? ` y lista de espera (${live.waitlist_count})` : ''}
                </summary>
                <div className="mt-2">
                  <AttendeeList classId={live.id} scope="trainer" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </ListSection>
  );
}
