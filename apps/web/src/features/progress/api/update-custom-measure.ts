import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { CustomMeasureInput } from '@vitalia/shared/progress-goals';
import { api } from '@/lib/api-client';
import { clientMetricsKey } from './keys';

/** A client's custom measure renamed, or its goal changed, by her professional. */
export function useUpdateCustomMeasure(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CustomMeasureInput }) =>
      api.put<MessageResponse>(`/trainer/clients/${memberId}/custom-measures/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMetricsKey(memberId) }),
  });
}
