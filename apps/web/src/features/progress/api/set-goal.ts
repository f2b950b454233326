import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import type { OwnMeasure } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { progressQueryKey } from './keys';

/** Her own goal for one measure; `target: null` removes it. */
export function useSetGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measure, target }: { measure: OwnMeasure; target: number | null }) =>
      api.put<MessageResponse>(`/progress/goals/${measure}`, { target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey }),
  });
}
