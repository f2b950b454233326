import { useQuery } from '@tanstack/react-query';
import type { ManagedAppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { linkKey, linkPath } from './appointment-link-cache';

/** The appointment an e-mail's link names (no session needed: the link is the credential). */
export const useLinkedAppointment = (token: string) =>
  useQuery({
    queryKey: linkKey(token),
    queryFn: () => api.get<ManagedAppointmentResponse>(linkPath(token), { notifyUnauthorized: false }),
    enabled: token.length > 0,
    retry: false,
  });
