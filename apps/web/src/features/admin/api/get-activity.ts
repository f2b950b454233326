import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivityQuery, AdminActivityResponse } from '@vitalia/shared/admin-users';
import { api } from '@/lib/api-client';

/** GET /admin/activity: the audit log, filtered and paged. */
export const getActivityQueryOptions = (query: AdminActivityQuery) =>
  queryOptions({
    queryKey: ['admin', 'activity', query],
    queryFn: () => api.get<AdminActivityResponse>('/admin/activity', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useActivity = (query: AdminActivityQuery) => useQuery(getActivityQueryOptions(query));
