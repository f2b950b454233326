import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateNotificationList } from './get-notifications';
import type { MarkAllReadResponse } from '@vitalia/shared/notifications';

export const markAllNotificationsRead = () => api.put<MarkAllReadResponse>('/notifications/mark-all-read');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () =>
      updateNotificationList(queryClient, (list) => ({
        notifications: list.notifications.map((n) => ({ ...n, is_read: true })),
        unread: 0,
      })),
  });
}
