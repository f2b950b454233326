import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessagesResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { REFRESH_MS, threadKey } from './keys';

/**
 * One thread by pages, newest page first (each page oldest first, as a thread reads); an older page is
 * asked for by the oldest message she has (`before`), so pages never overlap or skip one.
 */
export const useThread = (id: number | null) =>
  useInfiniteQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: ({ pageParam }) =>
      api.get<MessagesResponse>(
        `/conversations/${id}/messages${pageParam === null ? '' : `?before=${pageParam}`}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });
