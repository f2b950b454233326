import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { CustomValueInput } from '@vitalia/shared/progress-goals';
import { api } from '@/lib/api-client';
import { progressQueryKey } from './keys';

/** A value of a measure her professional defined for her; the `client_id` makes a retry answer the first. */
export function useRecordCustomValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measureId, input }: { measureId: number; input: CustomValueInput }) =>
      api.post<MessageResponse>(`/progress/custom-measures/${measureId}/values`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey }),
  });
}
