import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_MESSAGES } from '@vitalia/shared/messages/commerce';
import { api, ApiError } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { membershipStatusQueryKey } from './get-membership-status';
import type { MessageResponse } from '@vitalia/shared/api';

/** SPEC §8: the server's message, else "Error al cancelar suscripción"; a failed call has its own text. */
export async function cancelMembership(immediate: boolean): Promise<string> {
  try {
    const response = await api.post<MessageResponse>('/memberships/cancel', {
      immediate,
    });
    if (!response.success) throw new Error(response.message || MEMBERSHIP_MESSAGES.cancelFailed);
    return response.message;
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'http')
      throw new Error(MEMBERSHIP_MESSAGES.cancelConnection);
    if (error instanceof ApiError) throw new Error(error.serverMessage ?? MEMBERSHIP_MESSAGES.cancelFailed);
    throw error;
  }
}

export function useCancelMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: membershipStatusQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
