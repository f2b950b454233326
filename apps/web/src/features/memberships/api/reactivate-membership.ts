import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { api, ApiError, generalMessage } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { membershipStatusQueryKey } from './get-membership-status';
import type { MessageResponse } from '@vitalia/shared/api';

/** Undoes her cancellation at the period end; the server's Spanish message either way. */
export async function reactivateMembership(): Promise<string> {
  try {
    const response = await api.post<MessageResponse>('/memberships/reactivate');
    return response.message;
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(
        error.kind === 'http'
          ? (error.serverMessage ?? MEMBERSHIP_CHANGE_MESSAGES.reactivateFailed)
          : generalMessage(error),
      );
    throw error;
  }
}

export function useReactivateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMembership,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: membershipStatusQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
