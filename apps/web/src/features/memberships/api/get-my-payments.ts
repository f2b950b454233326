import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberPaymentsResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

export const getMyPayments = () => api.get<MemberPaymentsResponse>('/payments/me');

export const getMyPaymentsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'me'], queryFn: getMyPayments });

export const useMyPayments = () => useQuery(getMyPaymentsQueryOptions());
