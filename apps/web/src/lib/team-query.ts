import { queryOptions } from '@tanstack/react-query';
import type { AdminTrainerList } from '@vitalia/shared/trainers';
import { api } from './api-client';

export const adminTeamQueryKey = ['admin', 'trainers'] as const;

/**
 * The team as staff screens see it (`GET /admin/trainers`), read by four features (the team editor, the
 * class, course and hours editors). One query key, so a change made in one screen shows in the others;
 * each screen narrows it with `select`.
 */
export const adminTeamQueryOptions = () =>
  queryOptions({
    queryKey: adminTeamQueryKey,
    queryFn: () => api.get<AdminTrainerList>('/admin/trainers'),
    staleTime: 60_000,
  });
