import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('/auth/forgot-password', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
