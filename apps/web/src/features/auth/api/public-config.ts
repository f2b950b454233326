import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitalia/shared/config';
import { api } from '@/lib/api-client';

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get<PublicConfig>('/config'),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
