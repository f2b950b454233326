import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';

export const googleLogin = (token: string) =>
  api.post<AuthResponse>('/auth/google', { token }, { notifyUnauthorized: false });

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
