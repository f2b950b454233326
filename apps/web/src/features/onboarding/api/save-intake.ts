import type { IntakeInput, IntakeSavedResponse } from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';
import { useOnboardingMutation } from './onboarding-cache';

export const useSaveIntake = () =>
  useOnboardingMutation((input: IntakeInput) => api.put<IntakeSavedResponse>('/users/me/intake', input));
