import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersQuery, AdminUsersResponse } from '@vitalia/shared/admin-users';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from './admin-user-cache';

export const useAdminUsers = (query: AdminUsersQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: () => api.get<AdminUsersResponse>('/admin/users', { query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
