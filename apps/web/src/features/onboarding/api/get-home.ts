import { useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';
import { homeKey } from './onboarding-cache';

/** Her personal strip and checklist, computed on the server. */
export const useHome = (enabled = true) =>
  useQuery({
    queryKey: homeKey,
    queryFn: () => api.get<HomeResponse>('/users/me/home'),
    initialData: () => takeFirstData<HomeResponse>('/api/users/me/home'),
    enabled,
  });
