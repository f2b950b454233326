import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailableDaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { linkKey, linkPath } from './appointment-link-cache';

/** The days of a month with free times of the same professional and consultation, for a reschedule link. */
export const useLinkDays = (token: string, month: string | undefined) =>
  useQuery({
    queryKey: [...linkKey(token), 'days', month],
    queryFn: () =>
      api.get<AvailableDaysResponse>(`${linkPath(token)}/days`, {
        query: { month, tz: viewerTimeZone() },
        notifyUnauthorized: false,
      }),
    enabled: Boolean(month),
    placeholderData: keepPreviousData,
    retry: false,
  });
