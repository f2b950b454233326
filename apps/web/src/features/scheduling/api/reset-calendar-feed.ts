import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { feedKey } from './get-calendar-feed';

/** A new address; the one before stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedResponse>('/calendar-feed/reset'),
    onSuccess: (answer) => queryClient.setQueryData(feedKey, answer),
  });
}
