import { useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './cart-cache';

/** The member's own cart (the server knows whose from the session; no user id is sent). */
export const useCart = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: cartQueryKey,
    queryFn: () => api.get<CartResponse>('/cart'),
    enabled,
  });
