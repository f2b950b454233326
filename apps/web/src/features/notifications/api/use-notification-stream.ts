import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@vitalia/shared/notifications';
import { useLiveEvents } from '@/lib/live-stream';
import { notificationsQueryKey, updateNotificationList } from './get-notifications';

/**
 * New notifications from the tab's stream while `enabled`. Events carry their id, so when the server ends the
 * stream (a restart, a database outage) EventSource reconnects with Last-Event-ID and gets what it missed;
 * the list is refetched on every reconnect as well. A revoked session's stream ends and stays closed (401).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvents(
    enabled,
    {
      notification: (data) => {
        let notification: Notification;
        try {
          notification = JSON.parse(data) as Notification;
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
      },
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  );
}
