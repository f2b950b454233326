import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@vitalia/shared/notifications';
import { api, ApiError } from '@/lib/api-client';

const POLL_MS = 30_000;
export const notificationsQueryKey = ['notifications'] as const;

/**
 * SPEC §8: load failures are silent; a 403 keeps what was shown, anything else clears the list.
 * The query never throws: it resolves to the list to show.
 */
async function fetchNotifications(previous: NotificationList | undefined): Promise<NotificationList> {
  try {
    return await api.get<NotificationList>('/notifications');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return previous ?? { notifications: [], unread: 0 };
    return { notifications: [], unread: 0 };
  }
}

export function useNotifications(options: { realtime: boolean }) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: () => fetchNotifications(queryClient.getQueryData<NotificationList>(notificationsQueryKey)),
      // With the live stream off, poll instead.
      refetchInterval: options.realtime ? false : POLL_MS,
      staleTime: options.realtime ? Infinity : POLL_MS,
    }),
  );
}

function updateList(
  queryClient: ReturnType<typeof useQueryClient>,
  change: (list: NotificationList) => NotificationList,
) {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) => (list ? change(list) : list));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<Notification>(`/notifications/${id}/read`),
    onMutate: (id) =>
      updateList(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        if (!target || target.is_read) return list;
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
          unread: Math.max(0, list.unread - 1),
        };
      }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ success: boolean }>('/notifications/mark-all-read'),
    onMutate: () =>
      updateList(queryClient, (list) => ({
        notifications: list.notifications.map((n) => ({ ...n, is_read: true })),
        unread: 0,
      })),
  });
}

/** SPEC §4: delete removes it locally first, then tells the server. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/notifications/${id}`),
    onMutate: (id) =>
      updateList(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        return {
          notifications: list.notifications.filter((n) => n.id !== id),
          unread: target && !target.is_read ? Math.max(0, list.unread - 1) : list.unread,
        };
      }),
  });
}

/** Adds a notification pushed by the server stream to the top of the list. */
export function usePushNotification() {
  const queryClient = useQueryClient();
  return (notification: Notification) =>
    updateList(queryClient, (list) =>
      list.notifications.some((n) => n.id === notification.id)
        ? list
        : {
            notifications: [notification, ...list.notifications],
            unread: list.unread + (notification.is_read ? 0 : 1),
          },
    );
}
