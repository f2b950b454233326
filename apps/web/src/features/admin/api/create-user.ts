import type { AdminCreateUser, AdminUserSaved } from '@vitalia/shared/admin-users';
import { api } from '@/lib/api-client';
import { useMemberMutation } from './admin-user-cache';

export const useCreateUser = () =>
  useMemberMutation((input: AdminCreateUser) => api.post<AdminUserSaved>('/admin/users', input));
