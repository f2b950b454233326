import { Link } from 'react-router';
import { Crown, UserPlus, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { useAdminSummary } from '@/features/admin/api/get-summary';

/** The admin overview: who is on the platform and on which plan; sections link to their pages. */
export default function AdminDashboardRoute() {
  const summary = useAdminSummary();
  if (summary.isPending) {
    return <LoadingBlock />;
  }
  if (summary.isError)
    return <ErrorFallback message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const { users, plans } = summary.data;
  const cards = [
    {
      icon: Users,
      label: 'Miembros',
      value: users.members,
      hint: `${users.admins} ${users.admins === 1 ? 'administrador' : 'administradores'}`,
    },
    { icon: UserPlus, label: 'Nuevos en 7 días', value: users.new_last_7_days, hint: 'cuentas creadas' },
    {
      icon: Crown,
      label: 'Planes de pago',
      value: plans.premium + plans.prime,
      hint: `${plans.premium} Premium · ${plans.prime} Prime`,
    },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold text-brand-900">Panel de administración</h1>
      <p className="mt-1 text-gray-600">Resumen de la plataforma.</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
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
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.admin.users} className="btn-secondary">
          Gestión de Usuarios
        </Link>
        <Link to={paths.admin.feedback} className="btn-secondary">
          Valoraciones
        </Link>
        <Link to={paths.admin.calendar} className="btn-secondary">
          Clases en Vivo
        </Link>
      </div>
    </div>
  );
}
