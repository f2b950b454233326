import type { AdminUpdateUser, AdminUserSaved } from '@vitalia/shared/admin-users';
import { api } from '@/lib/api-client';
import { useMemberMutation } from './admin-user-cache';

export const useUpdateUser = () =>
  useMemberMutation(({ id, changes }: { id: number; changes: AdminUpdateUser }) =>
    api.put<AdminUserSaved>(`/admin/users/${id}`, changes),
  );
