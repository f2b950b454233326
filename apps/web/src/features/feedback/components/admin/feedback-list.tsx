import { Check, RotateCcw } from 'lucide-react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  type AdminFeedbackQuery,
} from '@vitalia/shared/admin';
import { useToast } from '@/components/ui/toast';
import { formatCount, formatDate, formatDecimal } from '@/utils/format';
import { useAdminFeedback } from '../../api/get-admin-feedback';
import { useMarkFeedback } from '../../api/mark-feedback-handled';
import { FilterSelect } from '@/components/data/filter-fields';
import { Pager } from '@/components/data/pager';
import { ExportCsvLink, QueryStatus } from '@/components/data/query-status';
import { useUrlQuery } from '@/hooks/use-url-query';

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((rating) => [String(rating), `${rating} de 5`] as const);

/** "Valoraciones": the distribution, filters by rating, category and month, "atendida", CSV. */
export function FeedbackList() {
  const toast = useToast();
  const [query, update] = useUrlQuery<AdminFeedbackQuery>(['page', 'rating']);
  const feedback = useAdminFeedback(query);
  const mark = useMarkFeedback();
  const data = feedback.data;
  const max = Math.max(1, ...(data?.distribution.map((row) => row.count) ?? [1]));

  return (
    <div className="space-y-4">
      <form
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filtros de valoraciones"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Nota"
          all="Todas"
          value={query.rating === undefined ? undefined : String(query.rating)}
          options={RATING_OPTIONS}
          onChange={(rating) => update({ rating: rating ? Number(rating) : undefined })}
        />
        <FilterSelect
          label="Categoría"
          all="Todas"
          value={query.category}
          options={FEEDBACK_CATEGORIES.map(
            (category) => [category, FEEDBACK_CATEGORY_LABELS[category]] as const,
          )}
          onChange={(category) => update({ category })}
        />
        <label className="text-sm">
          <span className="field-label">Mes</span>
          <input
            className="field-input"
            type="month"
            value={query.month ?? ''}
            onChange={(event) => update({ month: event.target.value || undefined })}
          />
        </label>
        <FilterSelect
          label="Estado"
          value={query.handled}
          options={
            [
              ['no', 'Pendientes'],
              ['yes', 'Atendidas'],
            ] as const
          }
          onChange={(handled) => update({ handled })}
        />
      </form>

      {data ? (
        <section className="card grid gap-4 sm:grid-cols-[12rem_1fr]" aria-label="Distribución de notas">
          <div>
            {/* The overview's figure is the last 30 days; this one is whatever the filters select. */}
            <p className="text-sm text-gray-600">
              {query.rating || query.category || query.month || query.handled
                ? 'Promedio de esta selección'
                : 'Promedio histórico'}
            </p>
            <p className="text-3xl font-semibold">
              {data.average === null ? '—' : formatDecimal(data.average)}
            </p>
            <p className="text-xs text-gray-500">{formatCount(data.total)} valoraciones</p>
          </div>
          <ul className="space-y-1 text-sm">
            {[...data.distribution].reverse().map((row) => (
              <li key={row.rating} className="flex items-center gap-2">
                <span className="w-10 shrink-0">{row.rating} ★</span>
                <span className="h-2 flex-1 rounded-full bg-gray-100" aria-hidden>
                  <span
                    className="block h-2 rounded-full bg-brand-600"
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </span>
                <span className="w-10 shrink-0 text-right tabular-nums">{formatCount(row.count)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex justify-end">
        <ExportCsvLink path="/admin/feedback/export.csv" query={query} />
      </div>
      <QueryStatus
        isPending={feedback.isPending}
        isError={feedback.isError}
        isEmpty={data?.feedback.length === 0}
        what="las valoraciones"
      />
      {data && data.feedback.length > 0 ? (
        <ul className="space-y-3">
          {data.feedback.map((entry) => (
            <li key={entry.id} className="card flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {entry.rating} de 5 ·{' '}
                  {FEEDBACK_CATEGORY_LABELS[entry.category as keyof typeof FEEDBACK_CATEGORY_LABELS] ??
                    entry.category}
                </p>
                <p className="break-words text-gray-800">{entry.message}</p>
                <p className="text-xs text-gray-500">
                  {entry.name ?? 'Anónima/o'}
                  {entry.email ? ` · ${entry.email}` : ''} · {formatDate(entry.created_at)}
                  {entry.handled_at ? ` · Atendida el ${formatDate(entry.handled_at)}` : ''}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: entry.id, handled: !entry.handled_at },
                    { onSuccess: (response) => toast.show({ type: 'success', title: response.message }) },
                  )
                }
              >
                {entry.handled_at ? (
                  <>
                    <RotateCcw aria-hidden className="size-4" /> Marcar pendiente
                  </>
                ) : (
                  <>
                    <Check aria-hidden className="size-4" /> Marcar atendida
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          perPage={data.per_page}
          total={data.total}
          onPage={(page) => update({ page }, { keepPage: true })}
        />
      ) : null}
    </div>
  );
}
