import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartCheckout, CheckoutResult } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './cart-cache';

/** A refused checkout may have taken lines out of her cart (withdrawn, or already hers): it is read again. */
export const useCartCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartCheckout) => api.post<CheckoutResult>('/cart/checkout', input),
    onError: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
};
