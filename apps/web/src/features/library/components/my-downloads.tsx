import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { useMyDownloads } from '../api/get-my-downloads';

/** "Tus descargas": what she has downloaded, newest first, to open again. Hidden until there is one. */
export function MyDownloads() {
  const downloads = useMyDownloads();
  const rows = downloads.data?.downloads ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="my-downloads-title" className="card p-5">
      <h2 id="my-downloads-title" className="text-lg font-semibold text-brand-900">
        Tus descargas
      </h2>
      <ul className="mt-3 divide-y divide-gray-100">
        {rows.map((row) => (
          <li key={row.resource_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div>
              <Link
                to={paths.libraryReader(row.resource_id)}
                className="font-medium text-gray-900 hover:underline"
              >
                {row.title}
              </Link>
              <p className="text-xs text-gray-500">{row.category}</p>
            </div>
            <p className="text-sm text-gray-600">
              {row.times === 1 ? '1 vez' : `${row.times} veces`} · última el{' '}
              {formatDate(row.last_downloaded_at)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
