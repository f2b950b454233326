import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignCheckIn } from '@vitalia/shared/check-ins';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { clientCheckInsKey } from './keys';

/** Gives one of her forms to a client, with its cadence. */
export function useAssignCheckIn(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignCheckIn) =>
      api.post<MessageResponse>(`/trainer/clients/${memberId}/check-ins`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientCheckInsKey(memberId) }),
  });
}
