import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailedJob, RunningJob } from '@vitalia/shared/jobs';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { failedJobsQueryKey } from './get-failed-jobs';

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
