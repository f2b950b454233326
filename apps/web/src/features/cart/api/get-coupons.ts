import { useQuery } from '@tanstack/react-query';
import type { CouponsResponse } from '@vitalia/shared/coupons';
import { api } from '@/lib/api-client';

export const couponsQueryKey = ['admin', 'coupons'] as const;

/** The admin's coupons, newest first, with their uses. */
export const useCoupons = () =>
  useQuery({ queryKey: couponsQueryKey, queryFn: () => api.get<CouponsResponse>('/admin/coupons') });
