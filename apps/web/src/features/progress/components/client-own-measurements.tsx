import { House } from 'lucide-react';
import { formatShortDate } from '@vitalia/shared/dates';
import { MEASURES } from '@vitalia/shared/practice-rules';
import { OWN_MEASURES } from '@vitalia/shared/progress';
import { Loading, LoadError } from '@/components/data/load-states';
import { formatDecimal } from '@/utils/format';
import { useClientOwnMeasurements } from '../api/get-client-own-measurements';

/** The measurements a client took herself between visits, newest first, in her chart (issue 47). */
export function ClientOwnMeasurements({ memberId }: { memberId: number }) {
  const measurements = useClientOwnMeasurements(memberId);
  const rows = [...(measurements.data?.measurements ?? [])].reverse();
  return (
    <section aria-labelledby="medidas-en-casa" className="card space-y-3">
      <h2 id="medidas-en-casa" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <House aria-hidden className="size-5 text-brand-700" />
        Medidas que registró en casa
      </h2>
      {measurements.isPending ? <Loading label="Cargando sus medidas…" /> : null}
      {measurements.isError ? (
        <LoadError error={measurements.error} onRetry={() => void measurements.refetch()} />
      ) : null}
      {measurements.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-gray-600">Aún no registra medidas por su cuenta.</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Medidas registradas en casa">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Medidas registradas en casa</caption>
            <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Fecha
                </th>
                {OWN_MEASURES.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-right">
                    {MEASURES[key].label} ({MEASURES[key].unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {formatShortDate(row.taken_at)}
                  </th>
                  {OWN_MEASURES.map((key) => (
                    <td key={key} className="px-3 py-2 text-right tabular-nums">
                      {row[key] === null ? '—' : formatDecimal(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
