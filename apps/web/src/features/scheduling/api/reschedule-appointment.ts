import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: number; startsAt: string }) =>
      api.post<AppointmentResponse>(`/appointments/${id}/reschedule`, { starts_at: startsAt }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
