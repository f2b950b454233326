import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** Opens (or finds) her thread with a professional caring for her. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (professionalId: number) =>
      api.post<ConversationResponse>('/conversations', { professional_id: professionalId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
