import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponInput, CouponSaved } from '@vitalia/shared/coupons';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

/** A coupon's new values (its code never changes); the list is asked again for its uses. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CouponInput }) =>
      api.put<CouponSaved>(`/admin/coupons/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
