import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentResponse, BookAppointmentInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/**
 * Books a slot. The idempotency key is made when she picks the slot, so a double click or a retry after a
 * lost answer books once. Whatever the outcome, slots are refreshed (a 409 means someone took it).
 */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookAppointmentInput) => api.post<AppointmentResponse>('/appointments', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
