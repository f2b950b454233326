import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@vitalia/shared/admin-analytics';
import { api } from '@/lib/api-client';

/** GET /admin/dashboard: the panel's figures. */
export const getAdminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get<AdminDashboard>('/admin/dashboard'),
  });

export const useAdminDashboard = () => useQuery(getAdminDashboardQueryOptions());
