import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@vitalia/shared/notifications';
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
        updateNotificationList(queryClient, (list) => withArrived(list, notification));
      },
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  );
}

/**
 * Her list with a notification that just arrived: first, once, and in place of the earlier items on the same
 * subject (the server replaced them too, issue 49 §5), the unread count following.
 */
export function withArrived(list: NotificationList, notification: Notification): NotificationList {
  if (list.notifications.some((n) => n.id === notification.id)) return list;
  const replaced = list.notifications.filter(
    (n) => notification.subject !== null && n.subject === notification.subject,
  );
  return {
    notifications: [notification, ...list.notifications.filter((n) => !replaced.includes(n))],
    unread: list.unread - replaced.filter((n) => !n.is_read).length + (notification.is_read ? 0 : 1),
  };
}
