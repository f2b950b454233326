import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { OwnMeasure } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { clientMetricsKey } from './keys';

/** A client's goal for one measure, set by her professional; `target: null` removes it. */
export function useSetClientGoal(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measure, target }: { measure: OwnMeasure; target: number | null }) =>
      api.put<MessageResponse>(`/trainer/clients/${memberId}/goals/${measure}`, { target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMetricsKey(memberId) }),
  });
}
