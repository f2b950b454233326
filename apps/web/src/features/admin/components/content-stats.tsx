import { useContentStats } from '../api/get-content-stats';
import { formatCount } from '@/utils/format';
import { Loading } from '@/components/data/load-states';

const hours = (seconds: number) =>
  seconds >= 3600
    ? `${formatCount(Math.round(seconds / 360) / 10)} h`
    : `${formatCount(Math.round(seconds / 60))} min`;

function TopTable({
  title,
  headers,
  rows,
}: {
  title: string;
  headers: string[];
  rows: { id: number; cells: string[] }[];
}) {
  return (
    // Scrolls sideways on a narrow column: focusable, so a keyboard can scroll it too.
    <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label={title}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left font-semibold text-gray-900">{title}</caption>
        <thead className="text-xs text-gray-500 uppercase">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`px-4 py-2 ${index > 0 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-3 text-gray-500">
                Aún sin uso.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={`px-4 py-2 ${index > 0 ? 'text-right tabular-nums' : 'text-gray-900'}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Analíticas › Contenido: the courses, videos and e-books members use most (all time). */
export function ContentStatsSection() {
  const stats = useContentStats();
  if (stats.isPending) return <Loading label="Cargando el contenido más usado..." />;
  if (stats.isError)
    return (
      <p role="alert" className="text-red-700">
        No se pudieron cargar las cifras de contenido.
      </p>
    );
  const { courses, videos, ebooks } = stats.data;
  return (
    <section aria-labelledby="content-stats" className="space-y-3">
      <h2 id="content-stats" className="text-lg font-semibold text-gray-900">
        Contenido más usado
      </h2>
      <div className="grid gap-4 xl:grid-cols-3">
        <TopTable
          title="Cursos"
          headers={['Curso', 'Inscripciones', 'Completados']}
          rows={courses.map((row) => ({
            id: row.id,
            cells: [row.title, formatCount(row.enrollments), formatCount(row.completions)],
          }))}
        />
        <TopTable
          title="Videos"
          headers={['Video', 'Vistas', 'Completados', 'Tiempo visto']}
          rows={videos.map((row) => ({
            id: row.id,
            cells: [
              row.title,
              formatCount(row.views),
              formatCount(row.completions),
              hours(row.watch_seconds),
            ],
          }))}
        />
        <TopTable
          title="E-books"
          headers={['E-book', 'Descargas', 'Lectoras/es']}
          rows={ebooks.map((row) => ({
            id: row.id,
            cells: [row.title, formatCount(row.downloads), formatCount(row.readers)],
          }))}
        />
      </div>
    </section>
  );
}
