import { formatDateTime } from '@vitalia/shared/dates';
import { LoadError } from '@/components/data/load-states';
import { useMySummaries } from '../api/get-my-summaries';

/** "Resúmenes de tus consultas" in Mis Citas: what her professionals chose to share with her. */
export function MySummaries() {
  const summaries = useMySummaries();
  if (summaries.isPending) return null;
  if (summaries.isError)
    return <LoadError error={summaries.error} onRetry={() => void summaries.refetch()} />;
  if (summaries.data.summaries.length === 0) return null;
  return (
    <section id="resumenes" aria-labelledby="resumenes-titulo" className="space-y-3 scroll-mt-20">
      <h2 id="resumenes-titulo" className="text-lg font-semibold text-gray-900">
        Resúmenes de tus consultas
      </h2>
      <ul className="space-y-3">
        {summaries.data.summaries.map((item) => (
          <li key={item.id} className="card space-y-1">
            <p className="text-xs text-gray-500">
              {item.author} · {formatDateTime(item.shared_at)}
            </p>
            <p className="whitespace-pre-wrap text-gray-800">{item.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
