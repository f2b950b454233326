import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** "Marcar como no leída": the thread counts as unread again, to come back to it. */
export function useMarkUnread(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<UnreadCountResponse>(`/conversations/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
