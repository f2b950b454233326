import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSentResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** Sends with the message's own id: sending it again (a retry) never makes a second one. */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; client_id: string; attachment_ids: number[] }) =>
      api.post<MessageSentResponse>(`/conversations/${id}/messages`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
