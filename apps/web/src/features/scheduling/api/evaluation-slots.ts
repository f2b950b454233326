import { useQuery } from '@tanstack/react-query';
import type { EvaluationSlotsResponse } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';

/** A day's free times for the free first evaluation, each with its professional (ADR 0092). */
export const useEvaluationSlots = (date: string | undefined) =>
  useQuery({
    queryKey: ['public', 'evaluation', 'slots', date],
    queryFn: () =>
      api.get<EvaluationSlotsResponse>('/public/evaluation-slots', {
        query: { date, tz: viewerTimeZone() },
        notifyUnauthorized: false,
      }),
    enabled: Boolean(date),
  });
