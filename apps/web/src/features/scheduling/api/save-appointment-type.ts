import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentTypeResponse, AppointmentTypeInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** Creates (no id) or saves (id) a consultation type; every scheduling query is refreshed after. */
export function useSaveAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AppointmentTypeInput }) =>
      id === undefined
        ? api.post<AdminAppointmentTypeResponse>('/admin/appointment-types', input)
        : api.put<AdminAppointmentTypeResponse>(`/admin/appointment-types/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
