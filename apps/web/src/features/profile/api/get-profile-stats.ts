import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';

export const getProfileStats = () => api.get<Stats>('/profile/stats');

export const getProfileStatsQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'stats'], queryFn: getProfileStats });

export const useProfileStats = () => useQuery(getProfileStatsQueryOptions());
