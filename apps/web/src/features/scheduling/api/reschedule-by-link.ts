import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedAppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { linkKey, linkPath } from './appointment-link-cache';

/** Moves it; the link is spent afterwards (it named the old time), so the answer is kept as the page's. */
export function useRescheduleByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      api.post<ManagedAppointmentResponse>(`${linkPath(token)}/reschedule`, { starts_at: startsAt }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}
