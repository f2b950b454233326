import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';

/** GET and PUT /admin/settings: one endpoint, read and saved whole. */
export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<SettingsResponse>('/admin/settings'),
  });

export const useSettings = () => useQuery(getSettingsQueryOptions());
