import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';

export const resetPassword = (input: { token: string; password: string }) =>
  api.post<MessageResponse>('/auth/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
