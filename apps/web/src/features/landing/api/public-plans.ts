import { useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

/** The plans and prices a visitor reads on /planes (issue 48 §1). */
export const usePublicPlans = () =>
  useQuery({
    queryKey: ['public', 'plans'],
    queryFn: async () => (await api.get<PlansResponse>('/public/plans')).plans,
    staleTime: 60_000,
  });
