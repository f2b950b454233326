import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStats } from '@vitalia/shared/admin-analytics';
import { api } from '@/lib/api-client';

/** GET /admin/analytics/content: the courses, videos and e-books members use most. */
export const getContentStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'analytics', 'content'],
    queryFn: () => api.get<ContentStats>('/admin/analytics/content'),
  });

export const useContentStats = () => useQuery(getContentStatsQueryOptions());
