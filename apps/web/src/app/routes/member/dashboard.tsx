import { Link } from 'react-router';
import { Bell, BookOpen, CalendarCheck, Crown, PlayCircle, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { displayNameOf } from '@vitalia/shared/user-rules';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { PLAN_LABELS } from '@vitalia/shared/plans';

function Panel({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="card flex flex-col" aria-label={title}>
      <div className="flex items-center gap-2">
        <Icon aria-hidden className="size-5 text-brand-600" />
        <h2 className="font-semibold text-gray-900">{title}</h2>
      </div>
      <div className="mt-3 flex-1 text-sm text-gray-600">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}

/** The member's own overview; each panel says plainly when there is nothing yet and where to start. */
export default function DashboardRoute() {
  const session = useSession();
  const notifications = useNotifications({ realtime: true });
  if (session.status !== 'authenticated') return null;
  const user = session.user;
  const unread = notifications.data?.notifications.filter((n) => !n.is_read).slice(0, 3) ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold text-brand-900">Hola, {displayNameOf(user)}</h1>
      <p className="mt-1 text-gray-600">Este es tu resumen de hoy.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Panel
          icon={Crown}
          title="Tu membresía"
          action={
            <Link to={paths.membershipPlans} className="btn-secondary">
              {user.plan_type === 'free' ? 'Ver planes' : 'Gestionar plan'}
            </Link>
          }
        >
          <p>
            Plan actual: <strong className="text-gray-900">{PLAN_LABELS[user.plan_type]}</strong>
          </p>
          {user.plan_type === 'free' ? (
            <p className="mt-1">Con Premium accedes a cursos completos y una consulta al mes.</p>
          ) : null}
        </Panel>
        <Panel
          icon={CalendarCheck}
          title="Próxima cita"
          action={
            <Link to={paths.agenda} className="btn-secondary">
              Agendar una consulta
            </Link>
          }
        >
          <p>Aún no tienes citas agendadas.</p>
        </Panel>
        <Panel
          icon={Video}
          title="Próxima clase"
          action={
            <Link to={paths.classes} className="btn-secondary">
              Ver clases en vivo
            </Link>
          }
        >
          <p>Aún no te has inscrito en ninguna clase.</p>
        </Panel>
        <Panel
          icon={PlayCircle}
          title="Continuar viendo"
          action={
            <Link to={paths.videos} className="btn-secondary">
              Explorar videos
            </Link>
          }
        >
          <p>Cuando empieces un video o curso, lo verás aquí para retomarlo.</p>
        </Panel>
        <Panel
          icon={BookOpen}
          title="Descargas recientes"
          action={
            <Link to={paths.library} className="btn-secondary">
              Ir a la biblioteca
            </Link>
          }
        >
          <p>Todavía no has descargado recursos.</p>
        </Panel>
        <Panel icon={Bell} title="Notificaciones sin leer">
          {notifications.isPending ? (
            <p>Cargando...</p>
          ) : unread.length === 0 ? (
            <p>Estás al día: no tienes notificaciones sin leer.</p>
          ) : (
            <ul className="space-y-2">
              {unread.map((notification) => (
                <li key={notification.id}>
                  <p className="font-medium text-gray-900">{notification.title}</p>
                  <p>{notification.message}</p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
