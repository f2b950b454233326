import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodsResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

// Read by the cart's checkout and the plan's (two features), so it lives beside the API client.

export const getPaymentMethods = () => api.get<PaymentMethodsResponse>('/payments/methods');

/** What a checkout may pay with: the server's configuration, which changes only with a deploy. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods, staleTime: 60 * 60 * 1000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/**
 * The methods a checkout shows (`only`: those it may use) and the one chosen: hers once she picks one,
 * else `preferred` when offered (a link's `?medio=`), else the server's default (the first).
 */
export function usePaymentMethodChoice(options: { only?: PaymentMethod; preferred?: string | null } = {}) {
  const offered = usePaymentMethods().data?.methods ?? [];
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const methods = options.only ? offered.filter((method) => method.id === options.only) : offered;
  const preferred = methods.find((method) => method.id === options.preferred)?.id;
  const method = chosen ?? preferred ?? methods[0]?.id;
  return { methods, method, choose: setChosen, current: methods.find((item) => item.id === method) };
}
