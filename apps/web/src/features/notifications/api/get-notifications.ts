import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@vitalia/shared/notifications';
import { api, ApiError } from '@/lib/api-client';

const POLL_MS = 30_000;
export const notificationsQueryKey = ['notifications'] as const;

/**
 * SPEC §8: load failures are silent; a 403 keeps what was shown, anything else clears the list.
 * The query never throws: it resolves to the list to show.
 */
export async function getNotifications(previous: NotificationList | undefined): Promise<NotificationList> {
  try {
    return await api.get<NotificationList>('/notifications');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return previous ?? { notifications: [], unread: 0 };
    return { notifications: [], unread: 0 };
  }
}

export const getNotificationsQueryOptions = (queryClient: QueryClient, options: { realtime: boolean }) =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: () => getNotifications(queryClient.getQueryData<NotificationList>(notificationsQueryKey)),
    // With the live stream off, poll instead.
    refetchInterval: options.realtime ? false : POLL_MS,
    staleTime: options.realtime ? Infinity : POLL_MS,
  });

export function useNotifications(options: { realtime: boolean }) {
  const queryClient = useQueryClient();
  return useQuery(getNotificationsQueryOptions(queryClient, options));
}

/** Applies a local change to the cached list (optimistic updates of the mutations beside this file). */
export function updateNotificationList(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
) {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) => (list ? change(list) : list));
}
