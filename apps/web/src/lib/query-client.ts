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

/**
 * The app's own configuration: fresh 5 min, kept 10 min, no retry, no refetch on window focus.
 * `networkMode: 'always'`: the library's default ('online') pauses calls while the browser reports no
 * network, so an offline sign-in would spin and an edit would be sent silently on reconnect (issue 11).
 * Every call runs now and fails fast with "Error de conexión. Verifica tu internet." instead.
 */
export const APP_QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: false,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  },
  mutations: { retry: false, networkMode: 'always' },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: APP_QUERY_DEFAULTS });
}
