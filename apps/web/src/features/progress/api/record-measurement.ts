import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnMeasurementInput, ProgressMeasurementResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { progressQueryKey } from './keys';

/** Saves what she measured; the page's `client_id` makes a retry answer the same measurement. */
export function useRecordMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnMeasurementInput) =>
      api.post<ProgressMeasurementResponse>('/progress/measurements', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey }),
  });
}
