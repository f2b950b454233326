import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { CustomValueInput } from '@vitalia/shared/progress-goals';
import { api } from '@/lib/api-client';
import { clientMetricsKey } from './keys';

/** A value of a client's custom measure, taken by her professional in consultation. */
export function useRecordClientCustomValue(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measureId, input }: { measureId: number; input: CustomValueInput }) =>
      api.post<MessageResponse>(`/trainer/clients/${memberId}/custom-measures/${measureId}/values`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMetricsKey(memberId) }),
  });
}
