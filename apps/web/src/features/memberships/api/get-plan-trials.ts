import { useQuery } from '@tanstack/react-query';
import type { PlanTrialsResponseSchema, PlanTrialsSchema } from '@vitalia/shared/commerce';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PlanTrialsResponse = z.infer<typeof PlanTrialsResponseSchema>;
export type PlanTrials = z.output<typeof PlanTrialsSchema>;

export const planTrialsQueryKey = ['admin', 'plan-trials'] as const;

/** The free trial each paid plan offers, in days (admin). */
export const usePlanTrials = () =>
  useQuery({
    queryKey: planTrialsQueryKey,
    queryFn: () => api.get<PlanTrialsResponse>('/admin/plan-trials'),
  });
