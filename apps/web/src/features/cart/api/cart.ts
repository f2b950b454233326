import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartCheckout, CartResponse, CheckoutResult } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

export const cartQueryKey = ['cart'] as const;

/** The member's own cart (the server knows whose from the session; no user id is sent). */
export const useCart = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: cartQueryKey,
    queryFn: () => api.get<CartResponse>('/cart'),
    enabled,
  });

/** Every change answers the whole cart as it now is: the answer replaces the cached one, no refetch. */
function useCartChange<Input>(request: (input: Input) => Promise<CartResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}

export const useAddToCart = () =>
  useCartChange((productId: number) => api.post<CartResponse>('/cart/add', { product_id: productId }));

export const useRemoveCartLine = () =>
  useCartChange((lineId: number) => api.delete<CartResponse>(`/cart/${lineId}`));

export const useClearCart = () => useCartChange(() => api.delete<CartResponse>('/cart/clear'));

/** A refused checkout may have taken lines out of her cart (withdrawn, or already hers): it is read again. */
export const useCartCheckout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartCheckout) => api.post<CheckoutResult>('/cart/checkout', input),
    onError: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
};
