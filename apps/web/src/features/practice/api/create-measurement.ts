import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeasurementInput, MeasurementSavedResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

export function useCreateMeasurement(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMeasurementInput) =>
      api.post<MeasurementSavedResponse>(`/trainer/clients/${memberId}/measurements`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKey(memberId) }),
  });
}
