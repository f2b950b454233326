import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

const MINUTE = 60_000;

/**
 * SPEC §7 "Client data cache". The library defaults (kept in one place for reference and for the
 * shared hooks that opt back into retries): up to 3 retries, exponential delay capped at 30 s, 5 min retention.
 */
export const LIBRARY_QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * MINUTE,
} as const;

/** The app's own configuration: fresh 5 min, kept 10 min, no retry, no refetch on window focus. */
export const APP_QUERY_DEFAULTS: DefaultOptions = {
  queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: APP_QUERY_DEFAULTS });
}
