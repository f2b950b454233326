import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@vitalia/shared/commerce';

export const cartQueryKey = ['cart'] as const;

/** Every change answers the whole cart as it now is: the answer replaces the cached one, no refetch. */
export function useCartChange<Input>(request: (input: Input) => Promise<CartResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
