import { Link } from 'react-router';
import { Activity, Banknote, Star, Users } from 'lucide-react';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { paths } from '@/config/paths';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useAdminDashboard } from '@/features/admin/api/get-admin-dashboard';
import { Trend } from '@/features/admin/components/trend';
import { formatCount, formatDate, formatDecimal } from '@/utils/format';

/** The admin overview: one population (the members), each figure against its previous period. */
export default function AdminDashboardRoute() {
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.isError)
    return <ErrorFallback message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const cards = [
    {
      icon: Users,
      label: 'Miembros',
      value: formatCount(data.members.total),
      hint: (
        <>
          {formatCount(data.members.new_7_days.current)} nuevas en 7 días{' '}
          <Trend current={data.members.new_7_days.current} previous={data.members.new_7_days.previous} />
        </>
      ),
    },
    {
      icon: Activity,
      label: 'Activas en 7 días',
      value: formatCount(data.active_7_days.current),
      hint: <Trend current={data.active_7_days.current} previous={data.active_7_days.previous} />,
    },
    {
      icon: Banknote,
      label: 'Ingresos en 30 días',
      value: formatClp(data.revenue_30_days.current),
      hint: (
        <Trend
          current={data.revenue_30_days.current}
          previous={data.revenue_30_days.previous}
          format={formatClp}
        />
      ),
    },
    {
      icon: Star,
      label: 'Valoración en 30 días',
      value: data.feedback_30_days.average === null ? '—' : formatDecimal(data.feedback_30_days.average),
      hint: `${formatCount(data.feedback_30_days.count)} valoraciones`,
    },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-brand-900">Panel de administración</h1>
        <p className="mt-1 text-sm text-gray-600">
          Todas las cifras cuentan {data.population.toLowerCase()}.
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="card">
            <dt className="flex items-center gap-2 text-sm text-gray-600">
              <card.icon aria-hidden className="size-4 text-brand-600" />
              {card.label}
            </dt>
            <dd className="mt-2 text-3xl font-semibold text-gray-900">{card.value}</dd>
            <dd className="mt-1 text-xs text-gray-500">{card.hint}</dd>
          </div>
        ))}
      </dl>
      <section className="card" aria-labelledby="latest-signups">
        <div className="flex items-center justify-between">
          <h2 id="latest-signups" className="text-lg font-semibold text-gray-900">
            Últimos registros
          </h2>
          <Link to={paths.admin.users} className="text-sm text-brand-800 hover:underline">
            Ver todos
          </Link>
        </div>
        {data.latest_signups.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">Todavía no hay registros.</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {data.latest_signups.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={`${paths.admin.users}/${member.id}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {member.name}
                  <span className="block text-xs font-normal text-gray-500">{member.email}</span>
                </Link>
                <span className="text-xs text-gray-600">
                  {PLAN_LABELS[member.plan_type]} · {formatDate(member.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.admin.analytics} className="btn-secondary">
          Analíticas
        </Link>
        <Link to={paths.admin.feedback} className="btn-secondary">
          Valoraciones
        </Link>
        <Link to={`${paths.admin.users}/notifications`} className="btn-secondary">
          Enviar una notificación
        </Link>
      </div>
    </div>
  );
}
