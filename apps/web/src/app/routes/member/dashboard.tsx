import { Link, Navigate } from 'react-router';
import { Bell, BookOpen, CalendarCheck, Crown, PlayCircle, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { displayNameOf } from '@vitalia/shared/user-rules';
import { paths } from '@/config/paths';
import { useMyClasses } from '@/features/classes/api/get-my-classes';
import { useMyCourses } from '@/features/courses/api/get-my-courses';
import { useMyDownloads } from '@/features/library/api/get-my-downloads';
import { useWatchingVideo } from '@/features/videos/api/get-watching';
import { RecentCertificate } from '@/features/courses/components/recent-certificate';
import { useSession } from '@/lib/auth';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { formatDuration } from '@vitalia/shared/videos';
import { useHome } from '@/features/onboarding/api/get-home';
import { Checklist, NextStepCard, UpcomingCard } from '@/features/onboarding/components/next-step';
import { StripSkeleton } from '@/features/onboarding/components/personal-strip';
import { DailyMessageCard } from '@/features/daily-message/components/daily-message';
import { useMembershipStatus } from '@/features/memberships/api/get-membership-status';
import { planStanding } from '@/features/memberships/utils/plan-standing';

function NotificationLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  const className = 'block rounded-lg hover:bg-brand-50 focus-visible:bg-brand-50';
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

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

/**
 * The member's own overview: "Tu próximo paso" and her getting-started checklist first (issue 11), then
 * one panel per area with what is hers in it (next class, the course to continue, recent downloads).
 */
export default function DashboardRoute() {
  const session = useSession();
  const notifications = useNotifications({ realtime: true });
  const home = useHome(session.status === 'authenticated');
  const membership = useMembershipStatus();
  const myClasses = useMyClasses('upcoming', 1);
  const myCourses = useMyCourses();
  const watchingVideo = useWatchingVideo();
  const downloads = useMyDownloads();
  if (session.status !== 'authenticated') return null;
  // Her dashboard is "Hoy": a member's checklist and intake are not hers to fill (issue 45 §1).
  if (session.user.account_role === 'trainer') return <Navigate to={paths.trainerHome} replace />;
  const user = session.user;
  const standing = membership.data ? planStanding(membership.data) : null;
  const unread = notifications.data?.notifications.filter((n) => !n.is_read).slice(0, 3) ?? [];
  const nextClass = myClasses.data?.classes[0];
  const taking = myCourses.data?.courses.find((course) => !course.completed);
  const watching = watchingVideo.data?.video ?? null;
  const recentDownloads = downloads.data?.downloads.slice(0, 3) ?? [];

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold text-brand-900">Hola, {displayNameOf(user)}</h1>
      <p className="mt-1 text-gray-600">Este es tu resumen de hoy.</p>
      <div className="mt-6">
        {home.isPending ? (
          <StripSkeleton />
        ) : home.isError ? (
          <p role="alert" className="card text-sm text-red-700">
            No pudimos cargar tus primeros pasos.{' '}
            <button type="button" className="font-medium underline" onClick={() => void home.refetch()}>
              Reintentar
            </button>
          </p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[1.2fr_1fr]">
            <div className="space-y-4">
              <NextStepCard home={home.data} />
              <UpcomingCard home={home.data} />
            </div>
            <Checklist home={home.data} />
          </div>
        )}
      </div>
      <RecentCertificate className="mt-6" />
      {/* On a phone the day's message is a card here rather than a button floating over the panels. */}
      <DailyMessageCard className="mt-6" />
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
          {standing ? <p className="mt-1">{standing}</p> : null}
          {user.plan_type === 'free' ? (
            <p className="mt-1">Con Premium accedes a cursos completos y una consulta al mes.</p>
          ) : null}
        </Panel>
        <Panel
          icon={CalendarCheck}
          title="Próxima cita"
          action={
            <Link to={paths.appointments} className="btn-secondary">
              Mis Citas
            </Link>
          }
        >
          {home.data?.upcoming?.kind === 'appointment' ? (
            <p>
              <strong className="text-gray-900">{home.data.upcoming.title}</strong>
              <span className="block first-letter:uppercase">
                {formatLongDateTime(home.data.upcoming.starts_at)}
              </span>
            </p>
          ) : (
            <p>
              No tienes citas agendadas.{' '}
              <Link to={paths.agenda} className="font-medium text-brand-800 underline">
                Agenda una consulta
              </Link>
            </p>
          )}
        </Panel>
        <Panel
          icon={Video}
          title="Próxima clase"
          action={
            <Link to={paths.classes} className="btn-secondary">
              Mis Clases
            </Link>
          }
        >
          {nextClass ? (
            <p>
              <strong className="text-gray-900">{nextClass.title}</strong>
              <span className="block first-letter:uppercase">{formatLongDateTime(nextClass.starts_at)}</span>
            </p>
          ) : (
            <p>No tienes clases en vivo reservadas.</p>
          )}
        </Panel>
        <Panel
          icon={PlayCircle}
          title="Continuar viendo"
          action={
            taking || watching ? null : (
              <Link to={paths.courses} className="btn-secondary">
                Ver cursos
              </Link>
            )
          }
        >
          {taking || watching ? (
            <ul className="space-y-3">
              {taking ? (
                <li>
                  <Link
                    to={
                      taking.continue
                        ? paths.lesson(taking.id, taking.continue.lesson_id)
                        : paths.course(taking.id)
                    }
                    className="block rounded-lg hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="block font-medium text-gray-900">{taking.title}</span>
                    <span className="block">
                      Curso · {taking.progress_percent ?? 0}% completado
                      {taking.continue ? ` · Sigue con «${taking.continue.lesson_title}»` : ''}
                    </span>
                  </Link>
                </li>
              ) : null}
              {watching ? (
                <li>
                  <Link
                    to={paths.video(watching.id)}
                    className="block rounded-lg hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="block font-medium text-gray-900">{watching.title}</span>
                    <span className="block">
                      Video · {watching.progress?.percent ?? 0}% visto · te quedaste en{' '}
                      {formatDuration(watching.progress?.position_seconds ?? 0)}
                    </span>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : (
            <p>
              Aún no empiezas un curso ni un video.{' '}
              <Link to={paths.videos} className="font-medium text-brand-800 underline">
                Mira un video
              </Link>{' '}
              o inscríbete en un curso.
            </p>
          )}
        </Panel>
        <Panel
          icon={BookOpen}
          title="Descargas recientes"
          action={
            <Link to={paths.library} className="btn-secondary">
              Biblioteca
            </Link>
          }
        >
          {recentDownloads.length > 0 ? (
            <ul className="space-y-1">
              {recentDownloads.map((download) => (
                <li key={download.resource_id}>
                  <Link
                    to={paths.libraryReader(download.resource_id)}
                    className="text-gray-900 hover:underline"
                  >
                    {download.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>Aún no descargas e-books.</p>
          )}
        </Panel>
        <Panel icon={Bell} title="Notificaciones sin leer">
          {notifications.isPending ? (
            <div role="status" aria-label="Cargando notificaciones" className="animate-pulse space-y-2">
              <div className="h-4 w-3/4 rounded bg-gray-200" />
              <div className="h-4 w-1/2 rounded bg-gray-100" />
            </div>
          ) : unread.length === 0 ? (
            <p>Estás al día: no tienes notificaciones sin leer.</p>
          ) : (
            <ul className="space-y-2">
              {unread.map((notification) => (
                <li key={notification.id}>
                  <NotificationLink href={notification.action_url}>
                    <span className="block font-medium text-gray-900">{notification.title}</span>
                    <span className="block">{notification.message}</span>
                  </NotificationLink>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
