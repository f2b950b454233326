import { useQuery } from '@tanstack/react-query';
import type { TrainerServicesResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** The consultation types a professional offers (empty: every type; issue 45 §6). */
export const useTrainerServices = (trainerId: number | undefined) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'services', trainerId],
    queryFn: () => api.get<TrainerServicesResponse>(`/admin/availability/${trainerId}/services`),
    enabled: trainerId !== undefined,
  });
