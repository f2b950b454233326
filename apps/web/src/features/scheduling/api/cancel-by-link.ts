import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedAppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { linkKey, linkPath } from './appointment-link-cache';

export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ManagedAppointmentResponse>(`${linkPath(token)}/cancel`, { reason: reason || undefined }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}
