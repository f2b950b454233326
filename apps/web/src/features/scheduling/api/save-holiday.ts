import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayInput, HolidaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** Adds or renames a holiday; free times are computed again everywhere. */
export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, input }: { date: string; input: HolidayInput }) =>
      api.put<HolidaysResponse & { message: string }>(`/admin/holidays/${date}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
