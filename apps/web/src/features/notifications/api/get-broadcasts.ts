import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BroadcastHistory } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';

export const BROADCASTS_KEY = ['admin', 'broadcasts'] as const;

/** GET /admin/notifications: the sends so far; polled while one is still going out. */
export const getBroadcastsQueryOptions = () =>
  queryOptions({
    queryKey: BROADCASTS_KEY,
    queryFn: () => api.get<BroadcastHistory>('/admin/notifications'),
    // A send answers before its rows are written: poll while one is still going out.
    refetchInterval: (query) =>
      query.state.data?.broadcasts.some((entry) => entry.completed_at === null) ? 1500 : false,
  });

export const useBroadcasts = () => useQuery(getBroadcastsQueryOptions());
