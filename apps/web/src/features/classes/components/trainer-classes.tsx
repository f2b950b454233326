import { useMemo, useState } from 'react';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { CLASS_KIND_LABELS } from '@vitalia/shared/classes';
import { Pager } from '@/components/data/pager';
import { QueryStatus } from '@/components/data/query-status';
import { WhenToggle, type When } from '@/components/data/when-toggle';
import { viewerTimeZone } from '@/utils/time-zone';
import { useTrainerClasses } from '../api/get-trainer-classes';
import { AttendeeList } from './attendee-list';

/** `/trainer/classes`: the live classes she teaches, each with who is coming. */
export function TrainerClasses() {
  const timeZone = useMemo(viewerTimeZone, []);
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const list = useTrainerClasses(when, page);
  const data = list.data;
  return (
    <section aria-labelledby="trainer-classes" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trainer-classes" className="text-lg font-semibold text-gray-900">
          Tus clases en vivo
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
          {when === 'upcoming' ? 'No tienes clases programadas.' : 'Aún no tienes clases pasadas.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="tus clases" />
      )}
      {data && data.classes.length > 0 ? (
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
                  Ver inscritas/os
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
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}
