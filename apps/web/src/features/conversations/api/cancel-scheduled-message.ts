import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { scheduledKey } from './keys';

/** Cancels a message waiting for its time. */
export function useCancelScheduledMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<MessageResponse>(`/conversations/${conversationId}/scheduled/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledKey(conversationId) }),
  });
}
