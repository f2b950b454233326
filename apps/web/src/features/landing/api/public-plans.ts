import { useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';

/** The plans and prices a visitor reads on /planes (issue 48 §1). */
export const usePublicPlans = () =>
  useQuery({
    queryKey: ['public', 'plans'],
    queryFn: async () => (await api.get<PlansResponse>('/public/plans')).plans,
    // A storefront page the server drew carries this answer (ADR 0085): the app starts from it.
    initialData: () => takeFirstData<PlansResponse>('/api/public/plans')?.plans,
    staleTime: 60_000,
  });
