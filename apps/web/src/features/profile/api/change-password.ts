import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@vitalia/shared/api';
import type { ChangePasswordSchema } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';

export const changePassword = (input: z.input<typeof ChangePasswordSchema>) =>
  api.post<z.infer<typeof MessageResponseSchema>>('/auth/change-password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
