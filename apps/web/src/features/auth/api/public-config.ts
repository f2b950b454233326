import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vitalia/shared/config';
import { api } from '@/lib/api-client';

/**
 * The configuration the server put into the page (ADR 0035): the first render already knows it, so the
 * sign-in screen never draws a Google placeholder that then vanishes. Fetched only where it is absent.
 */
function inlinePublicConfig(): PublicConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('vitalia-public-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return undefined;
  }
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get<PublicConfig>('/config'),
    initialData: inlinePublicConfig,
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
