import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';

/** The admin's settings every screen may read (maintenance banner, feedback prompt day). */
export const usePublicSettings = () =>
  useQuery({
    queryKey: ['public-settings'],
    queryFn: () => api.get<PublicSettings>('/settings/public'),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
