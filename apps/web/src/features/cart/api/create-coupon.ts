import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponInput, CouponSaved } from '@vitalia/shared/coupons';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

/** A new coupon; the list is asked again. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => api.post<CouponSaved>('/admin/coupons', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
