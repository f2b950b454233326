import { useQuery } from '@tanstack/react-query';
import { SETTING_DEFAULTS, type PublicSettings } from '@vitalia/shared/settings';
import { api } from '@/lib/api-client';

/** The admin's settings every screen may read (maintenance banner, feedback prompt day). */
export const usePublicSettings = () =>
  useQuery({
    queryKey: ['public-settings'],
    queryFn: () => api.get<PublicSettings>('/settings/public'),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/**
 * The one support address (issue 49 §4: the terms and the profile named another): Configuración's, or its
 * default while it loads.
 */
export function useSupportEmail(): string {
  return usePublicSettings().data?.contact_email ?? SETTING_DEFAULTS.contact_email;
}
