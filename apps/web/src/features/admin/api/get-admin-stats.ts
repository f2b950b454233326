import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@vitalia/shared/admin-analytics';
import { api } from '@/lib/api-client';
import { adminUsersQueryKey } from './admin-user-cache';

export const useAdminStats = () =>
  useQuery({
    queryKey: [...adminUsersQueryKey, 'stats'],
    queryFn: () => api.get<AdminStats>('/admin/stats'),
  });
