import { useQuery } from '@tanstack/react-query';
import type { PlanAllowancesResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

const allowancesKey = [...schedulingQueryKey, 'plan-allowances'] as const;

/** The 1:1 consultations each plan includes per month. */
export const usePlanAllowances = () =>
  useQuery({
    queryKey: allowancesKey,
    queryFn: () => api.get<PlanAllowancesResponse>('/admin/plan-allowances'),
  });
