import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerValue, CheckInResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { checkInsQueryKey } from './keys';

/** Sends her answers; sending again (a retry) answers what the first stored. */
export function useAnswerCheckIn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, AnswerValue>) =>
      api.post<CheckInResponse>(`/check-ins/${id}/answers`, { answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInsQueryKey }),
  });
}
