/** The paid plans an admin filters payments and memberships by. */
export const PAID_PLAN_OPTIONS = [
  ['premium', 'Premium'],
  ['prime', 'Prime'],
] as const;
