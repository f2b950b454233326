import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAppointmentType, AppointmentTypeInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

type TypesAnswer = { success: boolean; types: AdminAppointmentType[] };
type TypeAnswer = { success: boolean; message: string; type: AdminAppointmentType };

export const useAdminAppointmentTypes = () =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'admin-types'],
    queryFn: () => api.get<TypesAnswer>('/admin/appointment-types'),
  });

/** Creates (no id) or saves (id) a consultation type; every scheduling query is refreshed after. */
export function useSaveAppointmentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AppointmentTypeInput }) =>
      id === undefined
        ? api.post<TypeAnswer>('/admin/appointment-types', input)
        : api.put<TypeAnswer>(`/admin/appointment-types/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
