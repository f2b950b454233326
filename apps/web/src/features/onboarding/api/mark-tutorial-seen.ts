import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useOnboardingMutation } from './onboarding-cache';

export const useMarkTutorialSeen = () =>
  useOnboardingMutation(() => api.put<MessageResponse>('/users/me/milestones/tutorial'));
