import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import type { Notification } from '@vitalia/shared/notifications';
import { badgeText, isSafeActionUrl } from '@vitalia/shared/notification-rules';
import { LOCALE, TIME_ZONE } from '@vitalia/shared/constants/app';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationStream } from '../api/use-notification-stream';
import { useRealtimeNotifications } from '../api/realtime-preference';

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );

/** SPEC §4 bell: badge (or "9+"), panel with unread highlight, mark read and follow, delete, mark all, live updates. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const realtime = useRealtimeNotifications();
  const navigate = useNavigate();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const { data } = useNotifications({ realtime });
  useNotificationStream(realtime);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const list = data?.notifications ?? [];
  const unread = data?.unread ?? 0;
  const badge = badgeText(unread);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const openNotification = (notification: Notification) => {
    if (notification.is_read) return;
    markRead.mutate(notification.id);
    // The server only stores safe links; checked again here in case an old row predates that rule.
    if (notification.action_url && isSafeActionUrl(notification.action_url)) {
      setOpen(false);
      if (notification.action_url.startsWith('/')) void navigate(notification.action_url);
      else window.open(notification.action_url, '_blank', 'noopener');
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        className="relative rounded-lg p-2 text-gray-600 hover:bg-gray-100"
        aria-label={unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden className="size-5" />
        {badge ? (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Panel de notificaciones"
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
            <p className="font-semibold text-gray-900">Notificaciones</p>
            <button
              type="button"
              className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck aria-hidden className="size-4" />
              Marcar todo leído
            </button>
          </div>
          {list.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-gray-500">{UI_TEXT.noNotifications}</p>
          ) : (
            <ul className="max-h-[50vh] divide-y divide-gray-100 overflow-y-auto">
              {list.map((notification) => (
                <li
                  key={notification.id}
                  data-unread={!notification.is_read}
                  className={clsx('flex items-start gap-2 px-4 py-3', !notification.is_read && 'bg-brand-50')}
                >
                  <button
                    type="button"
                    className="min-w-0 flex-1 text-left"
                    onClick={() => openNotification(notification)}
                  >
                    <p className={clsx('text-sm text-gray-900', !notification.is_read && 'font-semibold')}>
                      {!notification.is_read ? (
                        <span
                          className="mr-2 inline-block size-2 rounded-full bg-brand-600"
                          aria-label="Sin leer"
                        />
                      ) : null}
                      {notification.title}
                    </p>
                    <p className="mt-0.5 text-sm text-gray-600">{notification.message}</p>
                    <p className="mt-1 text-xs text-gray-400">{formatWhen(notification.created_at)}</p>
                  </button>
                  <button
                    type="button"
                    className="rounded-lg p-1.5 text-gray-400 hover:bg-gray-100 hover:text-red-600"
                    aria-label={`Eliminar notificación: ${notification.title}`}
                    onClick={() => remove.mutate(notification.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
