import { useQuery } from '@tanstack/react-query';
import type { IntakeResponse } from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';
import { intakeKey } from './onboarding-cache';

/** The member's own intake and consent; `prompt` says whether to offer the intake. */
export const useIntake = (enabled = true) =>
  useQuery({
    queryKey: intakeKey,
    queryFn: () => api.get<IntakeResponse>('/users/me/intake'),
    initialData: () => takeFirstData<IntakeResponse>('/api/users/me/intake'),
    enabled,
  });
