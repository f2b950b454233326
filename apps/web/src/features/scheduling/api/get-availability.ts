import { useQuery } from '@tanstack/react-query';
import type { TrainerAvailability } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { availabilityKey, basePath, type Whose } from './availability-cache';

export const useTrainerAvailability = (trainerId: Whose | undefined) =>
  useQuery({
    queryKey: availabilityKey(trainerId),
    queryFn: () => api.get<TrainerAvailability>(basePath(trainerId)),
    enabled: trainerId !== undefined,
  });
