import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, AnalyticsQuery } from '@vitalia/shared/admin-analytics';
import { api } from '@/lib/api-client';

/** GET /admin/analytics: the series of one period and grain; the last answer stays while the next loads. */
export const getAnalyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: ['admin', 'analytics', query],
    queryFn: () => api.get<Analytics>('/admin/analytics', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (query: AnalyticsQuery) => useQuery(getAnalyticsQueryOptions(query));
