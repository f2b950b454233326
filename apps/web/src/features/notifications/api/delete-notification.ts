import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateNotificationList } from './get-notifications';
import type { SuccessResponse } from '@vitalia/shared/api';

export const deleteNotification = (id: number) => api.delete<SuccessResponse>(`/notifications/${id}`);

/** SPEC §4: delete removes it locally first, then tells the server. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) =>
      updateNotificationList(queryClient, (list) => {
        const target = list.notifications.find((n) => n.id === id);
        return {
          notifications: list.notifications.filter((n) => n.id !== id),
          unread: target && !target.is_read ? Math.max(0, list.unread - 1) : list.unread,
        };
      }),
  });
}
