import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

const feedKey = [...schedulingQueryKey, 'feed'] as const;

/** Her personal calendar feed's address (secret: whoever has it reads her agenda). */
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => api.get<CalendarFeedResponse>('/calendar-feed') });

/** A new address; the one before stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>('/calendar-feed/reset'),
    onSuccess: (answer) => queryClient.setQueryData(feedKey, answer),
  });
}
