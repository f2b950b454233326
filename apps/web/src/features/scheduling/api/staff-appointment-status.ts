import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentResponse, StaffAppointmentStatusInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** Staff record what happened to an appointment: an admin any, a professional her own. */
export function useStaffAppointmentStatus(scope: 'admin' | 'trainer') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StaffAppointmentStatusInput }) =>
      api.post<AdminAppointmentResponse>(`/${scope}/appointments/${id}/status`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
