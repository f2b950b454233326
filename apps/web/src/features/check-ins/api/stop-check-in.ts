import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { clientCheckInsKey } from './keys';

/** "Dejar de enviar": the assignment ends and its open check-in is cancelled. */
export function useStopCheckIn(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      api.delete<MessageResponse>(`/trainer/check-in-assignments/${assignmentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientCheckInsKey(memberId) }),
  });
}
