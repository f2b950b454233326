import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultationSummariesResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './keys';

/** The member's side: summaries her professionals shared with her. */
export const getMySummariesQueryOptions = () =>
  queryOptions({
    queryKey: [...practiceQueryKey, 'my-summaries'],
    queryFn: () => api.get<ConsultationSummariesResponse>('/appointments/summaries'),
  });

export const useMySummaries = () => useQuery(getMySummariesQueryOptions());
