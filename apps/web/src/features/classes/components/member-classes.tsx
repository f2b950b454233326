import { useState } from 'react';
import clsx from 'clsx';
import { CLASS_KIND_LABELS, type ClassKind } from '@vitalia/shared/classes';
import { ListSection } from '@/components/data/list-section';
import { useWhenPages } from '@/components/data/when-toggle';
import { useClasses } from '../api/get-classes';
import { useMyClasses } from '../api/get-my-classes';
import { ClassCard } from './class-card';

/** "Mis clases": the classes she holds a seat in, waits for, or attended. */
function MyClasses() {
  const { when, page, setPage, toggle } = useWhenPages();
  const list = useMyClasses(when, page);
  const data = list.data;
  return (
    <ListSection
      title="Mis clases"
      controls={toggle}
      isPending={list.isPending}
      isError={list.isError}
      total={data?.total}
      emptyText={
        when === 'upcoming'
          ? 'Aún no te inscribes en ninguna clase. Elige una de la lista de abajo.'
          : 'Todavía no tienes clases pasadas.'
      }
      what="tus clases"
      page={page}
      perPage={data?.per_page}
      onPage={setPage}
    >
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Mis clases">
        {data?.classes.map((live) => (
          <ClassCard key={live.id} live={live} />
        ))}
      </ul>
    </ListSection>
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
    <ListSection
      title="Próximas clases y webinars"
      controls={
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
      }
      isPending={list.isPending}
      isError={list.isError}
      total={data?.total}
      emptyText={
        kind
          ? `No hay ${CLASS_KIND_LABELS[kind].toLowerCase()}s programados por ahora.`
          : 'No hay clases programadas por ahora. Vuelve pronto.'
      }
      what="las clases"
      page={page}
      perPage={data?.per_page}
      onPage={setPage}
    >
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Próximas clases y webinars">
        {data?.classes.map((live) => (
          <ClassCard key={live.id} live={live} />
        ))}
      </ul>
    </ListSection>
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
