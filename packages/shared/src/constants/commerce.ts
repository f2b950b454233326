/** Cart and prices (SPEC §9: IVA, CLP, shipping). */

export const CART_TOAST_MS = 3000;
export const IVA_RATE = 0.19;
export const SHIPPING_COST = 0;
export const CURRENCY = 'CLP' as const;
/** Reminders before a period ends that will not renew (issue 9): 7 days and 1 day before. */
export const MEMBERSHIP_REMINDER_DAYS = [7, 1] as const;
/** A free trial is reminded once, this many days before it ends (issue 48 §3). */
export const TRIAL_REMINDER_DAYS = 3;
/** The longest free trial an admin may give a plan. */
export const TRIAL_DAYS_MAX = 30;
/** How long a renewing plan stays active past its period end while the renewal charge is on its way. */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
