import { Link } from 'react-router';
import { BookOpen, GraduationCap, Lock, PlayCircle, Search, type LucideIcon } from 'lucide-react';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { useUrlQuery, useUrlSearchText } from '@/hooks/use-url-query';
import { SEARCH_MIN_LENGTH, useContentSearch } from '../api/search-content';

interface Hit {
  id: number;
  title: string;
  category: string;
  locked: boolean;
  required_plan: PlanType;
}

function Group({
  icon: Icon,
  title,
  hits,
  total,
  href,
  allHref,
}: {
  icon: LucideIcon;
  title: string;
  hits: Hit[];
  total: number;
  href: (id: number) => string;
  allHref: string;
}) {
  return (
    <section aria-labelledby={`search-${title}`} className="card space-y-2 p-4">
      <h2 id={`search-${title}`} className="flex items-center gap-2 font-semibold text-gray-900">
        <Icon aria-hidden className="size-5 text-brand-700" /> {title}
        <span className="text-sm font-normal text-gray-500">({total})</span>
      </h2>
      <ul className="divide-y divide-gray-100">
        {hits.map((hit) => (
          <li key={hit.id}>
            <Link to={href(hit.id)} className="flex items-center justify-between gap-3 py-2 hover:underline">
              <span>
                <span className="block text-gray-900">{hit.title}</span>
                <span className="block text-xs text-gray-500">{hit.category}</span>
              </span>
              {hit.locked ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-brand-800">
                  <Lock aria-hidden className="size-3" /> {PLAN_LABELS[hit.required_plan]}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {total > hits.length ? (
        <Link to={allHref} className="text-sm font-medium text-brand-700 underline">
          Ver los {total} resultados
        </Link>
      ) : null}
    </section>
  );
}

/** Words that find something in the catalogue, offered when a search found nothing. */
const SUGGESTIONS = ['legumbres', 'respiración', 'fuerza', 'sueño', 'diabetes'];

/** One answer when nothing matched anywhere (issue 49 §12), with other words to try and where to browse. */
function NothingFound({ q }: { q: string }) {
  return (
    <section aria-live="polite" className="card space-y-3 p-5">
      <h2 className="font-semibold text-gray-900">
        No encontramos «{q.trim()}» en cursos, videos ni e-books
      </h2>
      <p className="text-sm text-gray-600">Revisa cómo lo escribiste o prueba con otra palabra:</p>
      <ul className="flex flex-wrap gap-2" aria-label="Búsquedas sugeridas">
        {SUGGESTIONS.map((word) => (
          <li key={word}>
            <Link
              to={`${paths.search}?q=${encodeURIComponent(word)}`}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-600">
        O recorre{' '}
        <Link to={paths.courses} className="font-medium text-brand-700 underline">
          los cursos
        </Link>
        ,{' '}
        <Link to={paths.videos} className="font-medium text-brand-700 underline">
          los videos
        </Link>{' '}
        y{' '}
        <Link to={paths.library} className="font-medium text-brand-700 underline">
          la biblioteca
        </Link>
        .
      </p>
    </section>
  );
}

/** /buscar: one box for courses, videos and e-books ("nutricion" finds "Nutrición"; small typos forgiven). */
export function ContentSearch() {
  const [url, update] = useUrlQuery<{ q?: string }>();
  const q = url.q?.slice(0, 100) ?? '';
  const [text, setText] = useUrlSearchText(q || undefined, update, 'q');
  const results = useContentSearch(q);
  const data = q.trim().length >= SEARCH_MIN_LENGTH ? results.data : undefined;
  const encoded = encodeURIComponent(q);
  return (
    <div className="space-y-5">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="relative block max-w-xl">
          <span className="sr-only">Buscar en cursos, videos y e-books</span>
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            type="search"
            className="field-input pl-9"
            placeholder="Ej.: legumbres, respiración, fuerza"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      </form>
      {q.trim().length < 2 ? <p className="text-gray-600">Escribe al menos 2 letras para buscar.</p> : null}
      {results.isError ? (
        <p role="alert" className="text-red-700">
          No se pudo buscar. Revisa tu conexión e intenta nuevamente.
        </p>
      ) : null}
      {data && data.courses.total + data.videos.total + data.resources.total === 0 ? (
        <NothingFound q={q} />
      ) : null}
      {data && data.courses.total + data.videos.total + data.resources.total > 0 ? (
        <div className="grid gap-4 lg:grid-cols-3" aria-live="polite">
          {data.courses.total > 0 ? (
            <Group
              icon={GraduationCap}
              title="Cursos"
              hits={data.courses.items}
              total={data.courses.total}
              href={paths.course}
              allHref={`${paths.courses}?q=${encoded}`}
            />
          ) : null}
          {data.videos.total > 0 ? (
            <Group
              icon={PlayCircle}
              title="Videos"
              hits={data.videos.items}
              total={data.videos.total}
              href={paths.video}
              allHref={`${paths.videos}?q=${encoded}`}
            />
          ) : null}
          {data.resources.total > 0 ? (
            <Group
              icon={BookOpen}
              title="E-books"
              hits={data.resources.items}
              total={data.resources.total}
              href={paths.libraryReader}
              allHref={`${paths.library}?q=${encoded}`}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
