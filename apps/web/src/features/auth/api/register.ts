import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterInput } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/auth';

export const register = (input: RegisterInput) => api.post<AuthResponse>('/auth/register', input);

export function useRegister() {
  const setSessionUser = useSetSessionUser();
  return useMutation({ mutationFn: register, onSuccess: (response) => setSessionUser(response.user) });
}
