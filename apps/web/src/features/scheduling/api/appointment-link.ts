import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedAppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

const linkKey = (token: string) => [...schedulingQueryKey, 'link', token] as const;

/** The appointment an e-mail's cancel link names (no session needed: the link is the credential). */
export const useLinkedAppointment = (token: string) =>
  useQuery({
    queryKey: linkKey(token),
    queryFn: () =>
      api.get<ManagedAppointmentResponse>(`/appointment-links/${encodeURIComponent(token)}`, {
        notifyUnauthorized: false,
      }),
    enabled: token.length > 0,
    retry: false,
  });

export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ManagedAppointmentResponse>(`/appointment-links/${encodeURIComponent(token)}/cancel`, {
        reason: reason || undefined,
      }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}
