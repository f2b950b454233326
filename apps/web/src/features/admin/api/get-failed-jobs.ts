import { useQuery } from '@tanstack/react-query';
import type { FailedJobsResponse } from '@vitalia/shared/jobs';
import { api } from '@/lib/api-client';

export const failedJobsQueryKey = ['admin', 'jobs', 'failed'] as const;

/** GET /admin/jobs: the background tasks that failed after their retries, and those running now. */
export const getFailedJobsQueryOptions = () => ({
  queryKey: failedJobsQueryKey,
  queryFn: () => api.get<FailedJobsResponse>('/admin/jobs'),
});

export const useFailedJobs = () => useQuery(getFailedJobsQueryOptions());
