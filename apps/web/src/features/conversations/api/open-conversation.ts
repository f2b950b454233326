import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse, OpenConversation } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** Opens (or finds) the pair's thread: a member names a professional, a professional a client. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (who: OpenConversation) => api.post<ConversationResponse>('/conversations', who),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
