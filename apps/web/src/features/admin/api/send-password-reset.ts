import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useMemberMutation } from './admin-user-cache';

export const useSendPasswordReset = () =>
  useMemberMutation((id: number) => api.post<MessageResponse>(`/admin/users/${id}/password-reset`));
