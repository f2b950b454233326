import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Ban, Bell, Crown, KeyRound, LogOut, RotateCcw, Trash2 } from 'lucide-react';
import { USER_STATUS_LABELS, type AdminUser, type AdminUserDetail } from '@vitalia/shared/admin-users';
import { ROLE_LABELS } from '@vitalia/shared/permissions';
import { MEMBERSHIP_STATUS_LABELS } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LoadingBlock } from '@/components/layouts/loading-screen';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/utils/format';
import { useAdminUser } from '../api/get-admin-user';
import { useDeleteUser } from '../api/delete-user';
import { useEndSessions } from '../api/end-sessions';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateUser } from '../api/update-user';
import { AuditList } from './audit-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditUserForm } from './user-dialogs';
import { describeDevice } from '@vitalia/shared/device';

type Pending = 'suspend' | 'reactivate' | 'delete' | 'reset' | 'sessions' | 'plan' | null;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card space-y-2" aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** What other features add to a member's page, composed by the route. */
export interface UserDetailSlots {
  /** Panels below the profile (the coach's intake view). */
  extra?: ReactNode;
  /** «Cambiar plan»: the memberships feature's dialog for this member. */
  planDialog: (user: AdminUser, onClose: () => void) => ReactNode;
}

/** A member's page: profile, actions, plan history, sessions, notifications, feedback and audit entries. */
export function UserDetail({ id, ...slots }: { id: number } & UserDetailSlots) {
  const detail = useAdminUser(id);
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError)
    return <ErrorFallback message={detail.error.message} onRetry={() => void detail.refetch()} />;
  return <UserDetailView detail={detail.data} {...slots} />;
}

function UserDetailView({ detail, extra, planDialog }: { detail: AdminUserDetail } & UserDetailSlots) {
  const { user } = detail;
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const reset = useSendPasswordReset();
  const endSessions = useEndSessions();
  const close = () => setPending(null);
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <div className="space-y-4">
      <Link
        to={paths.admin.users}
        className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Volver a usuarios
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">{name}</h1>
          <p className="text-sm text-gray-600">
            {user.email} · @{user.username} · {ROLE_LABELS[user.role]} · Plan {PLAN_LABELS[user.plan_type]} ·{' '}
            {USER_STATUS_LABELS[user.status]}
          </p>
          <p className="text-xs text-gray-500">
            Registro {formatDate(user.created_at)} · Último ingreso{' '}
            {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'nunca'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => setPending('plan')}>
            <Crown aria-hidden className="size-4" /> Cambiar plan
          </button>
          <Link className="btn btn-secondary" to={`${paths.admin.users}/notifications?user_id=${user.id}`}>
            <Bell aria-hidden className="size-4" /> Enviar notificación
          </Link>
          <button type="button" className="btn btn-secondary" onClick={() => setPending('reset')}>
            <KeyRound aria-hidden className="size-4" /> Enviar restablecer contraseña
          </button>
          {user.status === 'active' ? (
            <button type="button" className="btn btn-secondary" onClick={() => setPending('suspend')}>
              <Ban aria-hidden className="size-4" /> Suspender
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => setPending('reactivate')}>
              <RotateCcw aria-hidden className="size-4" /> Reactivar
            </button>
          )}
          <button type="button" className="btn btn-danger" onClick={() => setPending('delete')}>
            <Trash2 aria-hidden className="size-4" /> Eliminar
          </button>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <EditUserForm key={`${user.id}-${user.email}-${user.role}`} user={user} />
        {extra}
        <Section title="Historial de planes">
          {detail.memberships.length === 0 ? (
            <p className="text-sm text-gray-600">Nunca ha tenido un plan Premium ni Prime.</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {detail.memberships.map((membership) => (
                <li key={membership.id} className="py-2">
                  {PLAN_LABELS[membership.plan_type]} · {MEMBERSHIP_STATUS_LABELS[membership.status]} · desde{' '}
                  {formatDate(membership.started_at)}
                  {membership.current_period_end ? ` hasta ${formatDate(membership.current_period_end)}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Sesiones activas">
          {detail.sessions.length === 0 ? (
            <p className="text-sm text-gray-600">Sin sesiones activas.</p>
          ) : (
            <>
              <ul className="divide-y divide-gray-100 text-sm">
                {detail.sessions.map((session) => (
                  <li key={session.ref} className="flex items-center justify-between gap-2 py-2">
                    <span>
                      <span title={session.user_agent ?? undefined}>
                        {describeDevice(session.user_agent)}
                      </span>
                      <span className="block text-xs text-gray-500">
                        Desde {formatDateTime(session.started_at)}
                        {session.ip ? ` · IP ${session.ip}` : ''}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="btn btn-ghost px-2 py-1"
                      aria-label={`Cerrar la sesión iniciada el ${formatDateTime(session.started_at)}`}
                      onClick={() => endSessions.mutate({ id: user.id, ref: session.ref })}
                    >
                      <LogOut aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn-secondary" onClick={() => setPending('sessions')}>
                Cerrar todas las sesiones
              </button>
            </>
          )}
        </Section>
        <Section title="Notificaciones recibidas">
          {detail.notifications.length === 0 ? (
            <p className="text-sm text-gray-600">Ninguna todavía.</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {detail.notifications.slice(0, 10).map((notification) => (
                <li key={notification.id} className="py-2">
                  {notification.title}
                  <span className="block text-xs text-gray-500">
                    {formatDateTime(notification.created_at)} · {notification.is_read ? 'Leída' : 'Sin leer'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Valoraciones">
          {detail.feedback.length === 0 ? (
            <p className="text-sm text-gray-600">No ha enviado valoraciones.</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm">
              {detail.feedback.map((entry) => (
                <li key={entry.id} className="py-2">
                  {entry.rating} de 5 · {entry.message}
                  <span className="block text-xs text-gray-500">{formatDate(entry.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Registro de actividad">
          <AuditList entries={detail.audit} />
        </Section>
      </div>

      {pending === 'plan' ? planDialog(user, close) : null}
      {pending === 'reset' ? (
        <ConfirmDialog
          title="Enviar restablecer contraseña"
          confirmLabel="Enviar correo"
          busyLabel="Enviando..."
          danger={false}
          onClose={close}
          onConfirm={() => reset.mutateAsync(user.id)}
        >
          Enviaremos a {user.email} un enlace para elegir una contraseña nueva (vence en 1 hora).
        </ConfirmDialog>
      ) : null}
      {pending === 'suspend' ? (
        <ConfirmDialog
          title={`Suspender a ${name}`}
          confirmLabel="Suspender cuenta"
          busyLabel="Suspendiendo..."
          onClose={close}
          onConfirm={() => update.mutateAsync({ id: user.id, changes: { status: 'suspended' } })}
        >
          No podrá iniciar sesión y sus sesiones abiertas se cerrarán ahora mismo, en todos sus dispositivos.
          Puedes reactivarla cuando quieras.
        </ConfirmDialog>
      ) : null}
      {pending === 'reactivate' ? (
        <ConfirmDialog
          title={`Reactivar a ${name}`}
          confirmLabel="Reactivar cuenta"
          busyLabel="Reactivando..."
          danger={false}
          onClose={close}
          onConfirm={() => update.mutateAsync({ id: user.id, changes: { status: 'active' } })}
        >
          Podrá volver a iniciar sesión.
        </ConfirmDialog>
      ) : null}
      {pending === 'sessions' ? (
        <ConfirmDialog
          title="Cerrar todas las sesiones"
          confirmLabel="Cerrar sesiones"
          busyLabel="Cerrando..."
          onClose={close}
          onConfirm={() => endSessions.mutateAsync({ id: user.id })}
        >
          {name} tendrá que volver a iniciar sesión en todos sus dispositivos.
        </ConfirmDialog>
      ) : null}
      {pending === 'delete' ? (
        <ConfirmDialog
          title={`Eliminar la cuenta de ${name}`}
          confirmLabel="Eliminar definitivamente"
          busyLabel="Eliminando..."
          onClose={close}
          onConfirm={async () => {
            const response = await remove.mutateAsync(user.id);
            void navigate(paths.admin.users);
            return response;
          }}
        >
          Se borran su perfil, sesiones y notificaciones, igual que si ella eliminara su cuenta. Sus
          valoraciones quedan sin nombre y sus pagos se conservan para la contabilidad. No se puede deshacer.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
