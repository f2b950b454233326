import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrainerAppointmentsResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** A professional's own appointments (with each member's name). */
export const useTrainerAppointments = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'trainer', when, page],
    queryFn: () => api.get<TrainerAppointmentsResponse>('/trainer/appointments', { query: { when, page } }),
    placeholderData: keepPreviousData,
  });
