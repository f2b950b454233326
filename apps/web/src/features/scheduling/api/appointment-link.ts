import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailableSlotsResponse, ManagedAppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { schedulingQueryKey } from './keys';

const linkKey = (token: string) => [...schedulingQueryKey, 'link', token] as const;
const linkPath = (token: string) => `/appointment-links/${encodeURIComponent(token)}`;

/** The appointment an e-mail's link names (no session needed: the link is the credential). */
export const useLinkedAppointment = (token: string) =>
  useQuery({
    queryKey: linkKey(token),
    queryFn: () => api.get<ManagedAppointmentResponse>(linkPath(token), { notifyUnauthorized: false }),
    enabled: token.length > 0,
    retry: false,
  });

/** Free times of the same professional and consultation on one date, for a reschedule link. */
export const useLinkSlots = (token: string, date: string | undefined) =>
  useQuery({
    queryKey: [...linkKey(token), 'slots', date],
    queryFn: () =>
      api.get<AvailableSlotsResponse>(`${linkPath(token)}/slots`, {
        query: { date, tz: viewerTimeZone() },
        notifyUnauthorized: false,
      }),
    enabled: Boolean(date),
    retry: false,
  });

export function useCancelByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ManagedAppointmentResponse>(`${linkPath(token)}/cancel`, { reason: reason || undefined }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}

/** Moves it; the link is spent afterwards (it named the old time), so the answer is kept as the page's. */
export function useRescheduleByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      api.post<ManagedAppointmentResponse>(`${linkPath(token)}/reschedule`, { starts_at: startsAt }),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
}
