import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailableDaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';

/** The days of a month with free times for the free first evaluation, for a visitor (ADR 0092). */
export const useEvaluationDays = (month: string) =>
  useQuery({
    queryKey: ['public', 'evaluation', 'days', month],
    queryFn: () =>
      api.get<AvailableDaysResponse>('/public/evaluation-slots/days', {
        query: { month, tz: viewerTimeZone() },
        notifyUnauthorized: false,
      }),
    placeholderData: keepPreviousData,
  });
