import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/auth';

export const adminLogin = (input: { email: string; password: string }) =>
  api.post<AuthResponse>('/auth/admin/login', input, { notifyUnauthorized: false });

/** SPEC §6: only HTTP 200 with success and user.isAdmin counts as an admin sign-in. */
export function useAdminLogin() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (response) => {
      if (response.success && response.user.isAdmin) setSessionUser(response.user);
    },
  });
}
