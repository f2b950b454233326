import { useMutation } from '@tanstack/react-query';
import type { CouponCheckResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

/** "Aplicar": the server checks the code against her cart as it is now; nothing is counted until she pays. */
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (code: string) => api.post<CouponCheckResponse>('/checkout/coupon', { code }),
  });
