import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** Moves her read pointer to a message she has on screen. */
export function useMarkRead(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api.put<UnreadCountResponse>(`/conversations/${id}/read`, { message_id: messageId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, 'one', id] });
    },
  });
}
