import { LogOut, Smartphone } from 'lucide-react';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format';
import { useEndOwnSessions, useOwnSessions } from '../api/own-sessions';
import { Loading } from '@/components/data/load-states';

/** "Sesiones activas": each signed-in device, "Cerrar sesión" per row and "Cerrar todas las demás". */
export function SessionsSection() {
  const toast = useToast();
  const sessions = useOwnSessions();
  const end = useEndOwnSessions();
  const close = (ref?: string) =>
    end.mutate(ref, {
      onSuccess: (response) => toast.show({ type: 'success', title: response.message }),
      onError: (error) =>
        toast.show({
          type: 'error',
          title: 'No se pudo cerrar la sesión',
          message: generalMessage(error),
        }),
    });
  const list = sessions.data?.sessions ?? [];
  return (
    <section className="card space-y-3" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold text-gray-900">
        Sesiones activas
      </h2>
      {sessions.isPending ? <Loading /> : null}
      {sessions.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar tus sesiones.
        </p>
      ) : null}
      <ul className="divide-y divide-gray-100">
        {list.map((session) => (
          <li key={session.ref} className="flex items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-gray-900">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                      Este dispositivo
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-gray-500">
                  {session.current ? 'En uso ahora' : `Último uso ${formatDateTime(session.last_used_at)}`} ·
                  Desde {formatDateTime(session.started_at)}
                  {session.ip ? ` · IP ${session.ip}` : ''}
                </p>
              </div>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="btn btn-secondary shrink-0"
                disabled={end.isPending}
                onClick={() => close(session.ref)}
                aria-label={`Cerrar sesión en ${session.device}, iniciada el ${formatDateTime(session.started_at)}`}
              >
                <LogOut aria-hidden className="size-4" /> Cerrar sesión
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <button type="button" className="btn btn-secondary" disabled={end.isPending} onClick={() => close()}>
          Cerrar todas las demás
        </button>
      ) : null}
    </section>
  );
}
