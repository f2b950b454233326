import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarQuery, CalendarResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** The calendar's visible window (dates of Chile, at most 93 days). */
export const useClassCalendar = (query: CalendarQuery | null) =>
  useQuery({
    queryKey: [...classesQueryKey, 'calendar', query],
    queryFn: () => api.get<CalendarResponse>('/admin/webinars/calendar', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
