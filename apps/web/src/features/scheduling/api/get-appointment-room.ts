import { useQuery } from '@tanstack/react-query';
import type { AppointmentRoomResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/**
 * The consultation's own room (`GET /appointments/{id}/room`), asked for only while it is open: the address
 * is given to its two participants and nobody else, and the link is ready before the tap (no pop-up).
 */
export const useAppointmentRoom = (id: number, open: boolean) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'room', id],
    queryFn: () => api.get<AppointmentRoomResponse>(`/appointments/${id}/room`),
    enabled: open,
    staleTime: 5 * 60_000,
    retry: false,
  });
