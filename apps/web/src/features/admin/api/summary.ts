import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminSummary {
  users: { total: number; admins: number; members: number; new_last_7_days: number };
  plans: { free: number; premium: number; prime: number };
}

export const getAdminSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'summary'], queryFn: () => api.get<AdminSummary>('/admin/summary') });

export const useAdminSummary = () => useQuery(getAdminSummaryQueryOptions());
