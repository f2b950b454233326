import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponInput } from '@vitalia/shared/coupons';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

interface Saved {
  success: boolean;
  coupon: Coupon;
  message: string;
}

/** Creates a coupon, or saves one (`id`): the list is asked again for its uses. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CouponInput }) =>
      id ? api.put<Saved>(`/admin/coupons/${id}`, input) : api.post<Saved>('/admin/coupons', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
