import { useQuery } from '@tanstack/react-query';
import type { AdminAppointmentTypesResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export const useAdminAppointmentTypes = () =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'admin-types'],
    queryFn: () => api.get<AdminAppointmentTypesResponse>('/admin/appointment-types'),
  });
