import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob, FailedJobsResponse, RunningJob } from '@vitalia/shared/jobs';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

const failedJobsQueryKey = ['admin', 'jobs', 'failed'] as const;

/** GET /admin/jobs: the background tasks that failed after their retries, and those running now. */
export const getFailedJobsQueryOptions = () => ({
  queryKey: failedJobsQueryKey,
  queryFn: () => api.get<FailedJobsResponse>('/admin/jobs'),
});
export const useFailedJobs = () => useQuery(getFailedJobsQueryOptions());

/** Retry (POST …/retry) or cancel (DELETE) one failed task; the list follows. */
export function useFailedJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, action }: { job: FailedJob | RunningJob; action: 'retry' | 'cancel' }) =>
      action === 'retry'
        ? api.post<MessageResponse>(`/admin/jobs/${job.queue}/${job.id}/retry`)
        : api.delete<MessageResponse>(`/admin/jobs/${job.queue}/${job.id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsQueryKey }),
  });
}
