import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

const POLL_MS = 1500;

export const getPaymentStatus = (orderId: number) => api.get<PaymentStatus>(`/payments/status/${orderId}`);

/** Polls while the provider's notification is still on its way ("procesando"). */
export const getPaymentStatusQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['payments', 'status', orderId],
    queryFn: () => getPaymentStatus(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
    staleTime: 0,
  });

export const usePaymentStatus = (orderId: number) =>
  useQuery({ ...getPaymentStatusQueryOptions(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
