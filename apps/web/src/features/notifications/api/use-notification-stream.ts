import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@vitalia/shared/notifications';
import { env } from '@/config/env';
import { notificationsQueryKey, updateNotificationList } from './get-notifications';

/**
 * Listens to /api/notifications/stream while `enabled`. Events carry their id, so when the server ends the
 * stream (a restart, a database outage) EventSource reconnects with Last-Event-ID and gets what it missed;
 * the list is refetched on every reconnect as well. A revoked session's stream ends and stays closed (401).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.VITE_API_URL}/notifications/stream`, { withCredentials: true });
    let connections = 0;
    const onReady = () => {
      connections += 1;
      if (connections > 1) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    };
    const onNotification = (event: MessageEvent<string>) => {
      let notification: Notification;
      try {
        notification = JSON.parse(event.data) as Notification;
      } catch {
        return; // A malformed event is ignored; the next list refresh catches up.
      }
      updateNotificationList(queryClient, (list) =>
        list.notifications.some((n) => n.id === notification.id)
          ? list
          : {
              notifications: [notification, ...list.notifications],
              unread: list.unread + (notification.is_read ? 0 : 1),
            },
      );
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('notification', onNotification);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('notification', onNotification);
      source.close();
    };
  }, [enabled, queryClient]);
}
