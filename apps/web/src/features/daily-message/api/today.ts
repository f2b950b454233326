import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyMessage } from '@vitalia/shared/member';
import { api } from '@/lib/api-client';

export const getDailyMessageQueryOptions = () =>
  queryOptions({
    queryKey: ['daily-message', 'today'],
    queryFn: () => api.get<DailyMessage>('/daily-messages/today'),
  });

export function useDailyMessage(enabled: boolean) {
  return useQuery({ ...getDailyMessageQueryOptions(), enabled });
}
