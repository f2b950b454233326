import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@vitalia/shared/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from './admin-user-cache';

export const useAdminUser = (id: number) =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'detail', id],
    queryFn: () => api.get<AdminUserDetail>(`/admin/users/${id}`),
  });
