import { Download } from 'lucide-react';
import { env } from '@/config/env';
import { Loading } from '@/components/data/load-states';

/** Loading, failed and empty states of a list, said the same way on every page. */
export function QueryStatus({
  isPending,
  isError,
  isEmpty,
  what,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** The list's name in plural: "los usuarios", "las valoraciones". */
  what: string;
}) {
  if (isPending) return <Loading />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        No se pudieron cargar {what}. Revisa tu conexión e intenta nuevamente.
      </p>
    );
  if (isEmpty)
    return <p className="card p-6 text-center text-gray-600">No hay resultados con estos filtros.</p>;
  return null;
}

/** The query string of a list's filters (page and page size left out): what its CSV export should contain. */
export function filterSearch(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'per_page')
      search.set(key, String(value));
  return search.toString();
}

/** "Exportar CSV" of exactly the filtered list. */
export function ExportCsvLink({
  path,
  query,
}: {
  path: string;
  query: Record<string, string | number | undefined>;
}) {
  return (
    <a className="btn btn-secondary" href={`${env.VITE_API_URL}${path}?${filterSearch(query)}`} download>
      <Download aria-hidden className="size-4" /> Exportar CSV
    </a>
  );
}
