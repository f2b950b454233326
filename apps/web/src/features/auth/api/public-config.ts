import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitalia/shared/config';
import { api } from '@/lib/api-client';
import { readInlineJson } from '@/lib/first-data';

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get<PublicConfig>('/config'),
    // Put into the page by the server (ADR 0035): the first render already knows it, so the sign-in screen
    // never draws a Google placeholder that then vanishes. Fetched only where it is absent.
    initialData: () => readInlineJson<PublicConfig>('vitalia-public-config'),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
