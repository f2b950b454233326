import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponseSchema } from '@vitalia/shared/api';
import type { DeleteAccountSchema } from '@vitalia/shared/profile';
import { api } from '@/lib/api-client';

export const deleteAccount = (input: z.input<typeof DeleteAccountSchema>) =>
  api.post<z.infer<typeof MessageResponseSchema>>('/users/delete-account', input);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
