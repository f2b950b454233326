import type { CartResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { useCartChange } from './cart-cache';

export const useAddToCart = () =>
  useCartChange((productId: number) => api.post<CartResponse>('/cart/add', { product_id: productId }));
