import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey, REFRESH_MS } from './keys';

/** What she has not read, for the menu's badge. */
export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: [...conversationsQueryKey, 'unread'],
    queryFn: () => api.get<UnreadCountResponse>('/conversations/unread-count'),
    refetchInterval: REFRESH_MS,
    enabled,
  });
