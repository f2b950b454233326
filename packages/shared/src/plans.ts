// Pure data: no zod here, so the browser's first chunks can read plans without the schema library.
/** SPEC §9 plan types, lower case everywhere (database, API, client). */
export const PLAN_TYPES = ['free', 'premium', 'prime'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The plans a member pays for (checkout, coupons, trials). */
export const PAID_PLAN_TYPES = ['premium', 'prime'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

/** SPEC §9 "default plan FREE": every account starts on the free plan. */
export const DEFAULT_PLAN: PlanType = 'free';

/** How members see each plan (SPEC §4: the pro card is labelled Prime). */
export const PLAN_LABELS: Record<PlanType, string> = {
  free: 'Free',
  premium: 'Premium',
  prime: 'Prime',
};

/** Plans are ordered: a higher plan includes everything of the lower ones. */
export const PLAN_RANK: Record<PlanType, number> = { free: 0, premium: 1, prime: 2 };

export function planIncludes(plan: PlanType, required: PlanType): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[required];
}
