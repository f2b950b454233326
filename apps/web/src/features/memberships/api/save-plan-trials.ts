import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planTrialsQueryKey, type PlanTrials, type PlanTrialsResponse } from './get-plan-trials';
import { plansQueryKey } from './get-plans';

/** Saves the plans' free-trial days; the plan cards ask again ("o pruébalo N días gratis"). */
export function useSavePlanTrials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanTrials) => api.put<PlanTrialsResponse>('/admin/plan-trials', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planTrialsQueryKey });
      await queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
