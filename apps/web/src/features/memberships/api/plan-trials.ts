import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanTrialsResponseSchema, PlanTrialsSchema } from '@vitalia/shared/commerce';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { plansQueryKey } from './get-plans';

type PlanTrialsResponse = z.infer<typeof PlanTrialsResponseSchema>;
export type PlanTrials = z.output<typeof PlanTrialsSchema>;

const planTrialsKey = ['admin', 'plan-trials'] as const;

/** The free trial each paid plan offers, in days (admin). */
export const usePlanTrials = () =>
  useQuery({ queryKey: planTrialsKey, queryFn: () => api.get<PlanTrialsResponse>('/admin/plan-trials') });

export function useSavePlanTrials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanTrials) => api.put<PlanTrialsResponse>('/admin/plan-trials', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planTrialsKey });
      await queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
