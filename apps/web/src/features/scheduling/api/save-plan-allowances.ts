import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanAllowances, PlanAllowancesResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export function useSavePlanAllowances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanAllowances) => api.put<PlanAllowancesResponse>('/admin/plan-allowances', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingQueryKey }),
  });
}
