import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, CouponCheckResponse } from '@vitalia/shared/commerce';
import type { PaidPlanType } from '@vitalia/shared/plans';
import { api } from '@/lib/api-client';

/** What a coupon is checked against: her cart as it is now, or the plan she is about to pay. */
export type CouponTarget = { plan_type: PaidPlanType; billing_interval: BillingInterval } | null;

/** "Aplicar": the server checks the code against the cart or the plan; nothing is counted until she pays. */
export const useCheckCoupon = (target: CouponTarget = null) =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<CouponCheckResponse>('/checkout/coupon', { code, ...(target ?? {}) }),
  });
