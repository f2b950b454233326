import { useQuery } from '@tanstack/react-query';
import type { AvailableSlotsResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { viewerTimeZone } from '@/utils/time-zone';
import { linkKey, linkPath } from './appointment-link-cache';

/** Free times of the same professional and consultation on one date, for a reschedule link. */
export const useLinkSlots = (token: string, date: string | undefined) =>
  useQuery({
    queryKey: [...linkKey(token), 'slots', date],
    queryFn: () =>
      api.get<AvailableSlotsResponse>(`${linkPath(token)}/slots`, {
        query: { date, tz: viewerTimeZone() },
        notifyUnauthorized: false,
      }),
    enabled: Boolean(date),
    retry: false,
  });
