import { setRealtimeNotifications, useRealtimeNotifications } from '../api/realtime-preference';

/** Mi Perfil → Notificaciones: the SPEC §4 real-time flag, out of the bell's panel (issue 22). */
export function RealtimeSetting() {
  const realtime = useRealtimeNotifications();
  return (
    <section aria-labelledby="notifications-settings" className="card space-y-3 p-6">
      <h2 id="notifications-settings" className="text-lg font-semibold text-gray-900">
        Notificaciones
      </h2>
      <label className="flex items-start justify-between gap-4 text-sm">
        <span>
          <span className="font-medium text-gray-900">Actualización en tiempo real</span>
          <span className="mt-0.5 block text-gray-600">
            Los avisos nuevos aparecen en la campana sin recargar la página. Apágala si tu conexión es lenta:
            los verás al volver a abrir la app.
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          checked={realtime}
          onChange={(event) => setRealtimeNotifications(event.target.checked)}
        />
      </label>
    </section>
  );
}
