import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffInput, TrainerAvailability, WeeklyHoursInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';
import { availabilityKey, basePath, type Whose } from './availability-cache';

type Change =
  | { kind: 'weekly'; input: WeeklyHoursInput }
  | { kind: 'date'; date: string; intervals: { start_minute: number; end_minute: number }[] }
  | { kind: 'date-remove'; date: string }
  | { kind: 'time-off'; input: TimeOffInput }
  | { kind: 'time-off-remove'; id: number };

/** One mutation for every change of her hours: each answers her whole availability, which replaces the cache. */
export function useChangeAvailability(trainerId: Whose | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const base = basePath(trainerId);
      switch (change.kind) {
        case 'weekly':
          return api.put<TrainerAvailability>(`${base}/weekly`, change.input);
        case 'date':
          return api.put<TrainerAvailability>(`${base}/dates/${change.date}`, {
            intervals: change.intervals,
          });
        case 'date-remove':
          return api.delete<TrainerAvailability>(`${base}/dates/${change.date}`);
        case 'time-off':
          return api.post<TrainerAvailability>(`${base}/time-off`, change.input);
        case 'time-off-remove':
          return api.delete<TrainerAvailability>(`${base}/time-off/${change.id}`);
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(availabilityKey(trainerId), answer);
      void queryClient.invalidateQueries({ queryKey: [...schedulingQueryKey, 'slots'] });
      void queryClient.invalidateQueries({ queryKey: [...schedulingQueryKey, 'days'] });
    },
  });
}
