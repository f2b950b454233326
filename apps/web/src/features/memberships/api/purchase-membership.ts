import { useMutation } from '@tanstack/react-query';
import type { CheckoutResult, MembershipPurchase } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

/** Opens the provider's checkout (or schedules a downgrade) for a plan. */
export const purchaseMembership = (input: MembershipPurchase) =>
  api.post<CheckoutResult>('/membership-purchase', input);

export const usePurchaseMembership = () => useMutation({ mutationFn: purchaseMembership });
