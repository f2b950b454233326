import type { CartResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';
import { useCartChange } from './cart-cache';

export const useClearCart = () => useCartChange(() => api.delete<CartResponse>('/cart/clear'));
