import { useQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey, REFRESH_MS } from './keys';

/** Her threads, most recent first. */
export const useConversations = () =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'list'],
    queryFn: () => api.get<ConversationsResponse>('/conversations'),
    refetchInterval: REFRESH_MS,
  });
