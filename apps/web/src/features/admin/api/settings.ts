import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse, SettingsUpdate } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';

/** GET and PUT /admin/settings: one endpoint, read and saved whole. */
export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: () => api.get<SettingsResponse>('/admin/settings'),
  });

export const useSettings = () => useQuery(getSettingsQueryOptions());

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsUpdate) => api.put<SettingsResponse>('/admin/settings', values),
    onSuccess: (response) => {
      queryClient.setQueryData(getSettingsQueryOptions().queryKey, response);
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}
