import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerServicesInput, TrainerServicesResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export function useSaveTrainerServices(trainerId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrainerServicesInput) =>
      api.put<TrainerServicesResponse>(`/admin/availability/${trainerId}/services`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
