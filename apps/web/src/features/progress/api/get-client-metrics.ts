import { useQuery } from '@tanstack/react-query';
import type { ProgressMetricsResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { clientMetricsKey } from './keys';

/** A client's series with their goals and custom measures, for her chart (the server audits each opening). */
export const useClientMetrics = (memberId: number) =>
  useQuery({
    queryKey: clientMetricsKey(memberId),
    queryFn: () => api.get<ProgressMetricsResponse>(`/trainer/clients/${memberId}/metrics`),
  });
