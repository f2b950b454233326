import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInterval, MembershipQuote } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

type PaidPlan = MembershipQuote['plan_type'];

export const getQuote = (plan: PaidPlan, interval: BillingInterval) =>
  api.get<MembershipQuote>('/checkout/quote', { query: { plan_type: plan, billing_interval: interval } });

/** What the plan would cost her today and what her current plan adds; fresh each time the page opens. */
export const getQuoteQueryOptions = (plan: PaidPlan, interval: BillingInterval) =>
  queryOptions({
    queryKey: ['membership', 'quote', plan, interval],
    queryFn: () => getQuote(plan, interval),
    staleTime: 0,
  });

export const useQuote = (plan: PaidPlan, interval: BillingInterval) =>
  useQuery(getQuoteQueryOptions(plan, interval));
