import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse, SettingsUpdate } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';
import { getSettingsQueryOptions } from './get-settings';

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
