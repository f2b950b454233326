import { useQuery } from '@tanstack/react-query';
import type { ProgressMetricsResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { metricsKey } from './keys';

/** Each of her measures over time: hers and her professionals'. */
export const useProgressMetrics = () =>
  useQuery({ queryKey: metricsKey, queryFn: () => api.get<ProgressMetricsResponse>('/progress/metrics') });
