import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttendeesResponse, ClassListResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** A professional's own classes. */
export const useTrainerClasses = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    queryKey: [...classesQueryKey, 'trainer', when, page],
    queryFn: () => api.get<ClassListResponse>('/trainer/classes', { query: { when, page } }),
    placeholderData: keepPreviousData,
  });

/** Who is in a class: her own (`/trainer/…`) or, for an admin, any (`/admin/…`). */
export const useAttendees = (id: number, scope: 'trainer' | 'admin', enabled: boolean) =>
  useQuery({
    queryKey: [...classesQueryKey, 'attendees', scope, id],
    queryFn: () =>
      api.get<AttendeesResponse>(
        scope === 'trainer' ? `/trainer/classes/${id}/attendees` : `/admin/webinars/${id}/attendees`,
      ),
    enabled,
  });
