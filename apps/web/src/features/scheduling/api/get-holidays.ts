import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

export const holidaysQueryKey = (year: number) => [...schedulingQueryKey, 'holidays', year] as const;

/** One year's public holidays (issue 45 §6): the team takes no appointments on them. */
export const getHolidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: holidaysQueryKey(year),
    queryFn: () => api.get<HolidaysResponse>('/admin/holidays', { query: { year } }),
  });

export const useHolidays = (year: number) => useQuery(getHolidaysQueryOptions(year));
