import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAppointmentsQuery, AdminAppointmentsResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export const useAdminAppointments = (query: AdminAppointmentsQuery) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'admin', query],
    queryFn: () => api.get<AdminAppointmentsResponse>('/admin/appointments', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
