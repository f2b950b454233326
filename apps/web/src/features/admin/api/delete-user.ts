import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useMemberMutation } from './admin-user-cache';

export const useDeleteUser = () =>
  useMemberMutation((id: number) => api.delete<MessageResponse>(`/admin/users/${id}`));
