import {
  GRANULARITIES,
  GRANULARITY_LABELS,
  type AnalyticsQuery,
  type Granularity,
} from '@vitalia/shared/admin-analytics';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { santiagoDate } from '@vitalia/shared/member-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { formatCount, formatDate, formatDecimal } from '@/utils/format';
import { useAnalytics } from '../api/get-analytics';
import { ChartCard } from '@/components/ui/chart-card';
import { SeriesChart } from './series-chart';
import { FilterInput } from '@/components/data/filter-fields';
import { Trend } from './trend';
import { useUrlQuery } from '@/hooks/use-url-query';

const BRAND = '#0f766e';
const ACCENT = '#f59e0b';

/** A period label in es-CL: "3 nov", "sem. del 3 nov", "nov 2026" (calendar dates, read in UTC). */
function periodLabel(period: string, granularity: Granularity): string {
  const date = new Date(`${period}T12:00:00Z`);
  if (granularity === 'month')
    return new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  const day = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    date,
  );
  return granularity === 'week' ? `sem. del ${day}` : day;
}

function daysAgo(days: number): string {
  return santiagoDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
}

const PRESETS = [
  ['Últimos 7 días', 6, 'day'],
  ['Últimos 30 días', 29, 'day'],
  ['Últimos 90 días', 89, 'week'],
  ['Últimos 12 meses', 364, 'month'],
] as const;

/** "Analíticas": members, activity, plans, ratings and revenue over a chosen range (America/Santiago days). */
export function AnalyticsView() {
  const [query, update] = useUrlQuery<AnalyticsQuery>();
  const analytics = useAnalytics(query);
  const granularity = (query.granularity ?? 'day') as Granularity;

  return (
    <div className="space-y-4">
      <form
        className="card flex flex-wrap items-end gap-3 p-4"
        aria-label="Rango de fechas"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterInput label="Desde" type="date" value={query.from} onChange={(from) => update({ from })} />
        <FilterInput label="Hasta" type="date" value={query.to} onChange={(to) => update({ to })} />
        <label className="text-sm">
          <span className="field-label">Detalle</span>
          <select
            className="field-input"
            value={granularity}
            // The options are exactly the granularities.
            onChange={(event) => update({ granularity: event.target.value as Granularity })}
          >
            {GRANULARITIES.map((option) => (
              <option key={option} value={option}>
                {GRANULARITY_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map(([label, days, detail]) => (
            <button
              key={label}
              type="button"
              className="btn btn-secondary px-3 py-1.5 text-xs"
              onClick={() => update({ from: daysAgo(days), to: santiagoDate(), granularity: detail })}
            >
              {label}
            </button>
          ))}
        </div>
      </form>

      {analytics.isPending ? <LoadingBlock /> : null}
      {analytics.isError ? (
        <ErrorFallback message={analytics.error.message} onRetry={() => void analytics.refetch()} />
      ) : null}
      {analytics.data ? <AnalyticsCharts data={analytics.data} granularity={granularity} /> : null}
    </div>
  );
}

function AnalyticsCharts({
  data,
  granularity,
}: {
  data: NonNullable<ReturnType<typeof useAnalytics>['data']>;
  granularity: Granularity;
}) {
  const signups = data.members.series.map((row) => ({
    label: periodLabel(row.period, granularity),
    nuevas: row.new_members,
    total: row.total_members,
  }));
  const active = data.active.series.map((row) => ({
    label: periodLabel(row.period, granularity),
    activas: row.active,
  }));
  const plans = data.plans.map((row) => ({ label: PLAN_LABELS[row.plan], socias: row.members }));
  const ratings = data.feedback.distribution.map((row) => ({
    label: `${row.rating} ★`,
    valoraciones: row.count,
  }));
  const revenue = data.revenue.series.map((row) => ({
    label: periodLabel(row.period, granularity),
    ingresos: row.total,
  }));

  return (
    <>
      <p className="text-sm text-gray-700">
        Del {formatDate(`${data.range.from}T12:00:00Z`)} al {formatDate(`${data.range.to}T12:00:00Z`)}
        <span className="block text-xs text-gray-500">
          Cuentan: {data.population}. Días de Santiago de Chile.
        </span>
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="card">
          <dt className="text-sm text-gray-600">Miembros</dt>
          <dd className="mt-1 text-2xl font-semibold">{formatCount(data.members.total)}</dd>
          <dd className="text-xs text-gray-500">
            {formatCount(data.members.new_in_range)} nuevas en el período{' '}
            <Trend current={data.members.new_in_range} previous={data.members.new_previous_range} />
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-gray-600">Activas (iniciaron sesión)</dt>
          <dd className="mt-1 text-2xl font-semibold">{formatCount(data.active.last_7_days)}</dd>
          <dd className="text-xs text-gray-500">
            {formatCount(data.active.last_1_day)} en 24 h · {formatCount(data.active.last_30_days)} en 30 días
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-gray-600">Valoración promedio</dt>
          <dd className="mt-1 text-2xl font-semibold">
            {data.feedback.average === null ? '—' : formatDecimal(data.feedback.average)}
          </dd>
          <dd className="text-xs text-gray-500">
            {formatCount(data.feedback.count)} valoraciones en el período
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-gray-600">Ingresos del período</dt>
          <dd className="mt-1 text-2xl font-semibold">{formatClp(data.revenue.total)}</dd>
          <dd className="text-xs text-gray-500">
            antes {formatClp(data.revenue.previous_total)}{' '}
            <Trend current={data.revenue.total} previous={data.revenue.previous_total} format={formatClp} />
          </dd>
        </div>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Registros"
          description="Nuevas cuentas por período y total acumulado"
          rows={signups}
          labelKey="label"
          labelHeader="Período"
          columns={[
            { key: 'nuevas', label: 'Nuevas' },
            { key: 'total', label: 'Total' },
          ]}
          isEmpty={data.members.total === 0}
        >
          <SeriesChart
            kind="line"
            rows={signups}
            series={[
              { key: 'nuevas', name: 'Nuevas', color: BRAND },
              { key: 'total', name: 'Total', color: ACCENT },
            ]}
          />
        </ChartCard>
        <ChartCard
          title="Miembros con actividad"
          description="Personas distintas que iniciaron sesión en cada período"
          rows={active}
          labelKey="label"
          labelHeader="Período"
          columns={[{ key: 'activas', label: 'Activas' }]}
          isEmpty={active.every((row) => row.activas === 0)}
        >
          <SeriesChart
            kind="line"
            rows={active}
            series={[{ key: 'activas', name: 'Activas', color: BRAND }]}
          />
        </ChartCard>
        <ChartCard
          title="Planes"
          description="Miembros por plan, hoy"
          rows={plans}
          labelKey="label"
          labelHeader="Plan"
          columns={[{ key: 'socias', label: 'Miembros' }]}
          isEmpty={plans.every((row) => row.socias === 0)}
        >
          <SeriesChart kind="bar" rows={plans} series={[{ key: 'socias', name: 'Miembros', color: BRAND }]} />
        </ChartCard>
        <ChartCard
          title="Valoraciones"
          description="Distribución de notas en el período"
          rows={ratings}
          labelKey="label"
          labelHeader="Nota"
          columns={[{ key: 'valoraciones', label: 'Valoraciones' }]}
          isEmpty={data.feedback.count === 0}
        >
          <SeriesChart
            kind="bar"
            rows={ratings}
            series={[{ key: 'valoraciones', name: 'Valoraciones', color: ACCENT }]}
          />
        </ChartCard>
        <ChartCard
          title="Ingresos (CLP)"
          description="Pagos aprobados por período, IVA incluido"
          rows={revenue}
          labelKey="label"
          labelHeader="Período"
          columns={[{ key: 'ingresos', label: 'Ingresos', format: formatClp }]}
          isEmpty={data.revenue.total === 0}
        >
          <SeriesChart
            kind="bar"
            rows={revenue}
            series={[{ key: 'ingresos', name: 'Ingresos', color: BRAND }]}
            format={formatClp}
          />
        </ChartCard>
      </div>
    </>
  );
}
