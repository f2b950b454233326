import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodsResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

// Read by the cart's checkout and the plan's (two features), so it lives beside the API client.

export const getPaymentMethods = () => api.get<PaymentMethodsResponse>('/payments/methods');

/** What a checkout may pay with: the server's configuration, which changes only with a deploy. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods, staleTime: 60 * 60 * 1000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
