import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsQuery, AdminPaymentsResponse } from '@vitalia/shared/commerce-admin';
import { api } from '@/lib/api-client';

export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

export const getAdminPayments = (query: AdminPaymentsQuery) =>
  api.get<AdminPaymentsResponse>('/admin/payments', { query: { ...query } });

export const getAdminPaymentsQueryOptions = (query: AdminPaymentsQuery) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, query],
    queryFn: () => getAdminPayments(query),
    placeholderData: keepPreviousData,
  });

export const useAdminPayments = (query: AdminPaymentsQuery) => useQuery(getAdminPaymentsQueryOptions(query));
