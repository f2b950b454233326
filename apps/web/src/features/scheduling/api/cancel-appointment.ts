import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<AppointmentResponse>(`/appointments/${id}/cancel`, { reason: reason || undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
