import { useQuery } from '@tanstack/react-query';
import type { ConversationResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './keys';

/** One of her threads as the list shows it: for a thread asked for by address that her loaded pages lack. */
export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'one', id],
    queryFn: () => api.get<ConversationResponse>(`/conversations/${id}`),
    enabled: id !== null,
  });
