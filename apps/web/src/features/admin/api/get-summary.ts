import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';

export const getAdminSummary = () => api.get<AdminSummary>('/admin/summary');

export const getAdminSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'summary'], queryFn: getAdminSummary });

export const useAdminSummary = () => useQuery(getAdminSummaryQueryOptions());
