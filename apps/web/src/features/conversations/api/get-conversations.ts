import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { conversationsQueryKey, REFRESH_MS } from './keys';

/**
 * Her threads, most recent first, a page at a time: the next page is asked for by the cursor the last one
 * gave, so a thread that moves up while she reads is neither shown twice nor skipped.
 */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: [...conversationsQueryKey, 'list'],
    queryFn: ({ pageParam }) =>
      api.get<ConversationsResponse>(
        `/conversations${pageParam === null ? '' : `?cursor=${encodeURIComponent(pageParam)}`}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: REFRESH_MS,
  });
