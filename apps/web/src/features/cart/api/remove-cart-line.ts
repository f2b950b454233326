import type { CartResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { useCartChange } from './cart-cache';

export const useRemoveCartLine = () =>
  useCartChange((lineId: number) => api.delete<CartResponse>(`/cart/${lineId}`));
