import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      api.delete<HolidaysResponse & { message: string }>(`/admin/holidays/${date}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
