import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { CustomMeasureInput } from '@vitalia/shared/progress-goals';
import { api } from '@/lib/api-client';
import { clientMetricsKey } from './keys';

/** A measure her professional defines for one client ("Pasos diarios", in "pasos"). */
export function useCreateCustomMeasure(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomMeasureInput) =>
      api.post<MessageResponse & { id: number }>(`/trainer/clients/${memberId}/custom-measures`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMetricsKey(memberId) }),
  });
}
