import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/auth';

export const login = (input: LoginInput) =>
  api.post<AuthResponse>('/auth/login', input, { notifyUnauthorized: false });

export function useLogin() {
  const setSessionUser = useSetSessionUser();
  return useMutation({ mutationFn: login, onSuccess: (response) => setSessionUser(response.user) });
}
