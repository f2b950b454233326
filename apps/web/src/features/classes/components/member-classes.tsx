import { useState } from 'react';
import clsx from 'clsx';
import { CLASS_KIND_LABELS, type ClassKind } from '@vitalia/shared/classes';
import { Pager } from '@/components/data/pager';
import { QueryStatus } from '@/components/data/query-status';
import { WhenToggle, type When } from '@/components/data/when-toggle';
import { useClasses } from '../api/get-classes';
import { useMyClasses } from '../api/get-my-classes';
import { ClassCard } from './class-card';

/** "Mis clases": the classes she holds a seat in, waits for, or attended. */
function MyClasses() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const list = useMyClasses(when, page);
  const data = list.data;
  return (
    <section aria-labelledby="mis-clases" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mis-clases" className="text-lg font-semibold text-gray-900">
          Mis clases
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
          {when === 'upcoming'
            ? 'Aún no te inscribes en ninguna clase. Elige una de la lista de abajo.'
            : 'Todavía no tienes clases pasadas.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="tus clases" />
      )}
      {data && data.classes.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Mis clases">
          {data.classes.map((live) => (
            <ClassCard key={live.id} live={live} />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}

const KIND_CHOICES: [ClassKind | undefined, string][] = [
  [undefined, 'Todas'],
  ['class', 'Clases en vivo'],
  ['webinar', 'Webinars'],
];

/** The catalogue: what is coming, with the seats left; a full class offers its waitlist. */
function Catalogue() {
  const [kind, setKind] = useState<ClassKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useClasses({ kind, page });
  const data = list.data;
  return (
    <section aria-labelledby="proximas-clases" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="proximas-clases" className="text-lg font-semibold text-gray-900">
          Próximas clases y webinars
        </h2>
        <div
          className="inline-flex rounded-lg border border-gray-200 bg-white p-1"
          role="group"
          aria-label="Tipo"
        >
          {KIND_CHOICES.map(([choice, label]) => (
            <button
              key={label}
              type="button"
              aria-pressed={kind === choice}
              onClick={() => {
                setKind(choice);
                setPage(1);
              }}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                kind === choice ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-50',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {data && data.total === 0 ? (
        <p className="card p-6 text-center text-gray-600">
          {kind
            ? `No hay ${CLASS_KIND_LABELS[kind].toLowerCase()}s programados por ahora.`
            : 'No hay clases programadas por ahora. Vuelve pronto.'}
        </p>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} isEmpty={false} what="las clases" />
      )}
      {data && data.classes.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Próximas clases y webinars">
          {data.classes.map((live) => (
            <ClassCard key={live.id} live={live} />
          ))}
        </ul>
      ) : null}
      {data && data.total > data.per_page ? (
        <Pager page={page} perPage={data.per_page} total={data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}

/** `/classes`: her classes first, then everything she can join. */
export function MemberClasses() {
  return (
    <div className="space-y-10">
      <MyClasses />
      <Catalogue />
    </div>
  );
}
