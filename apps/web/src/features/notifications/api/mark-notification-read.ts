import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@vitalia/shared/notifications';
import { api } from '@/lib/api-client';
import { updateNotificationList } from './get-notifications';

export const markNotificationRead = (id: number) => api.put<Notification>(`/notifications/${id}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      updateNotificationList(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        if (!target || target.is_read) return list;
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
          unread: Math.max(0, list.unread - 1),
        };
      }),
  });
}
