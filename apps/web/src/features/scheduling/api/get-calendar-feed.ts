import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export const feedKey = [...schedulingQueryKey, 'feed'] as const;

/** Her personal calendar feed's address (secret: whoever has it reads her agenda). */
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => api.get<CalendarFeedResponse>('/calendar-feed') });
