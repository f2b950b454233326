import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppointmentListResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export const useMyAppointments = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'mine', when, page],
    queryFn: () => api.get<AppointmentListResponse>('/appointments', { query: { when, page } }),
    placeholderData: keepPreviousData,
  });
