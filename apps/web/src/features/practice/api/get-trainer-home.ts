import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerHome } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './keys';

/** "Hoy": her consultations and classes today and tomorrow, and who needs her attention. */
export const getTrainerHomeQueryOptions = () =>
  queryOptions({
    queryKey: [...practiceQueryKey, 'home'],
    queryFn: () => api.get<TrainerHome>('/trainer/home'),
    // The day moves on: what is next refreshes every minute while the page is open.
    refetchInterval: 60_000,
  });

export const useTrainerHome = () => useQuery(getTrainerHomeQueryOptions());
