import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useOnboardingMutation } from './onboarding-cache';

export const useWithdrawConsent = () =>
  useOnboardingMutation(() => api.delete<MessageResponse>('/users/me/intake/consent'));
