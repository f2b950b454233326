import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useOnboardingMutation } from './onboarding-cache';

export const useSkipIntake = () =>
  useOnboardingMutation(() => api.post<MessageResponse>('/users/me/intake/skip'));
