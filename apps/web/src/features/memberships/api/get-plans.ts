import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

export const getPlans = () => api.get<PlansResponse>('/plans');

export const plansQueryKey = ['plans'] as const;

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: plansQueryKey, queryFn: getPlans, staleTime: 60 * 60 * 1000 });

export const usePlans = () => useQuery(getPlansQueryOptions());
