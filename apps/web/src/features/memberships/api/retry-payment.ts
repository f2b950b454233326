import { useMutation } from '@tanstack/react-query';
import type { CheckoutResult } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

/** A pending order's payment page again (a fresh Webpay transaction, since its tokens expire). */
export const retryPayment = (orderId: number) =>
  api.post<CheckoutResult>('/checkout/create-preference', { order_id: orderId });

export const useRetryPayment = () => useMutation({ mutationFn: retryPayment });
