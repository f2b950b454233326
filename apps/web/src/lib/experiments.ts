import { useQuery } from '@tanstack/react-query';
import { EXPERIMENT_DEFAULTS, type Experiments, type ExperimentsResponse } from '@vitalia/shared/experiments';
import { api } from '@/lib/api-client';

/**
 * The feature flags an admin switches in Configuración (GET /api/experiments). `ready` is false until they
 * have arrived, so something a flag may hide is not drawn and then removed; if they cannot be read, the
 * defaults apply (a flag never hides something only because a request failed).
 */
export function useExperiments(): Experiments & { ready: boolean } {
  const flags = useQuery({
    queryKey: ['experiments'],
    queryFn: () => api.get<ExperimentsResponse>('/experiments'),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  return { ...(flags.data?.experiments ?? EXPERIMENT_DEFAULTS), ready: !flags.isPending };
}
