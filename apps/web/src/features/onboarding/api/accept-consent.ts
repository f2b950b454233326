import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useOnboardingMutation } from './onboarding-cache';

/** "Aceptar el consentimiento actualizado": today's text, from Mi Perfil. */
export const useAcceptConsent = () =>
  useOnboardingMutation(() => api.put<MessageResponse>('/users/me/intake/consent'));
