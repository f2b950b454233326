import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import type { Tx } from '../../../db/client';
import type { BillingInterval } from '@vitalia/shared/commerce';
import {
  CHURN_EVENT,
  type MembershipRow,
  type MembershipsRepository,
  type PlanRow,
} from './memberships-repository';
import { addInterval, upgradeCreditMs } from './billing-periods';

/** The price of one period of `plan` billed every `interval`, in whole CLP. */
export function periodPrice(plan: Pick<PlanRow, 'priceClp' | 'yearlyPriceClp'>, interval: BillingInterval) {
  return interval === 'year' ? plan.yearlyPriceClp : plan.priceClp;
}

/** Still in the free trial it started with (ADR 0094): its period ends when the trial does. */
export const inTrial = (membership: Pick<MembershipRow, 'trialEndsAt' | 'periodEnd'>) =>
  membership.trialEndsAt !== null && membership.trialEndsAt.getTime() === membership.periodEnd.getTime();

/**
 * What her next period of `plan` costs: its price, less the "every payment" coupon she took with this very
 * plan and interval (a change of plan drops it; ADR 0084).
 */
export function renewalPrice(
  membership: Pick<MembershipRow, 'planCode' | 'interval' | 'renewalDiscountClp'>,
  plan: Pick<PlanRow, 'code' | 'priceClp' | 'yearlyPriceClp'>,
  interval: BillingInterval,
) {
  const sameTerms = membership.planCode === plan.code && membership.interval === interval;
  return periodPrice(plan, interval) - (sameTerms ? membership.renewalDiscountClp : 0);
}

/**
 * Whether buying `planCode` every `interval` is paying ahead the next period of her plan paid with Webpay,
 * which does not renew by itself (ADR 0045): the same plan and interval, not a change of plan.
 */
export function paysNextPeriod(active: MembershipRow, planCode: string, interval: BillingInterval): boolean {
  return active.provider === 'webpay' && active.planCode === planCode && active.interval === interval;
}

/** Where her next period ends when it follows the current one (on the day of the month she started). */
export const nextPeriodEnd = (membership: MembershipRow) =>
  addInterval(membership.periodEnd, membership.interval, membership.createdAt.getUTCDate());

const periodMs = (start: Date, interval: BillingInterval) =>
  addInterval(start, interval).getTime() - start.getTime();

/**
 * The unused time of the paid plan she has, as time on `next` (ADR 0020); none for an admin's grant. The
 * quote shown before paying and the upgrade itself use this one rule.
 */
export function upgradeCredit(
  current: MembershipRow,
  currentPlan: PlanRow,
  next: { plan: PlanRow; interval: BillingInterval },
  now: Date,
): number {
  // Given time (a grant, a free trial) was not paid for: it is not worth days of the new plan.
  if (current.provider === 'admin' || inTrial(current)) return 0;
  return upgradeCreditMs(
    {
      // What she paid for it (a coupon's discount is not credit), or the list price where that was not kept.
      price: current.periodPaidClp ?? periodPrice(currentPlan, current.interval),
      periodMs: current.periodEnd.getTime() - current.periodStart.getTime(),
      remainingMs: current.periodEnd.getTime() - now.getTime(),
    },
    { price: periodPrice(next.plan, next.interval), periodMs: periodMs(now, next.interval) },
  );
}

/**
 * Makes `plan` the member's current membership from `now`. An active paid plan is replaced (an upgrade):
 * its unused time becomes extra time on the new plan (ADR 0020). Runs inside the caller's transaction.
 * Returns the membership it ended, whose subscription the caller stops once the transaction commits.
 */
export async function activateMembership(
  memberships: MembershipsRepository,
  tx: Tx,
  input: {
    userId: number;
    plan: PlanRow;
    interval: BillingInterval;
    provider: MembershipRow['provider'];
    subscriptionId: string | null;
    orderId: number | null;
    actorId?: number | null;
    reason?: string | null;
    periodEnd?: Date;
    /** A free trial's end (its period ends then too; ADR 0094). */
    trialEndsAt?: Date;
    /** An "every payment" coupon, taken off each renewal of this plan. */
    renewalCoupon?: { id: number; discount: number } | null;
    /** What she paid for this first period (none for a grant or a trial). */
    periodPaidClp?: number | null;
    now: Date;
  },
): Promise<{ membership: MembershipRow; replaced: MembershipRow | null }> {
  const { now } = input;
  const current = await memberships.findActive(input.userId, { lock: true }, tx);
  let creditMs = 0;
  if (current) {
    const currentPlan = await memberships.findPlan(current.planCode, tx);
    if (currentPlan)
      creditMs = upgradeCredit(current, currentPlan, { plan: input.plan, interval: input.interval }, now);
    await memberships.update(current.id, { status: 'cancelled', endedAt: now, cancelAtPeriodEnd: true }, tx);
    await memberships.recordEvent(
      {
        userId: input.userId,
        membershipId: current.id,
        orderId: input.orderId,
        kind: 'replaced',
        planCode: current.planCode,
        detail: { by: input.plan.code, credit_days: Math.round(creditMs / 86_400_000) },
      },
      tx,
    );
  }
  const periodEnd = input.periodEnd ?? new Date(addInterval(now, input.interval).getTime() + creditMs);
  const membership = await memberships.insert(
    {
      userId: input.userId,
      planCode: input.plan.code,
      interval: input.interval,
      status: 'active',
      periodStart: now,
      periodEnd,
      provider: input.provider,
      subscriptionId: input.subscriptionId,
      trialEndsAt: input.trialEndsAt ?? null,
      renewalCouponId: input.renewalCoupon?.id ?? null,
      renewalDiscountClp: input.renewalCoupon?.discount ?? 0,
      periodPaidClp: input.periodPaidClp ?? null,
    },
    tx,
  );
  await memberships.setUserPlan(input.userId, input.plan.code, tx);
  await memberships.recordEvent(
    {
      userId: input.userId,
      membershipId: membership.id,
      orderId: input.orderId,
      kind: input.provider === 'admin' ? 'granted' : current ? 'upgraded' : 'activated',
      planCode: input.plan.code,
      actorId: input.actorId ?? null,
      reason: input.reason ?? null,
      detail: { period_end: periodEnd.toISOString(), interval: input.interval },
    },
    tx,
  );
  return { membership, replaced: current };
}

/** Ends a membership now or at its period end's date, puts the member on Free and records why. */
export async function endMembership(
  memberships: MembershipsRepository,
  tx: Tx,
  membership: MembershipRow,
  input: {
    status: 'cancelled' | 'expired' | 'revoked';
    kind: string;
    endedAt: Date;
    actorId?: number | null;
    reason?: string | null;
    orderId?: number | null;
  },
): Promise<MembershipRow> {
  const ended = await memberships.update(
    membership.id,
    {
      status: input.status,
      endedAt: input.endedAt,
      cancelAtPeriodEnd: true,
      scheduledPlanCode: null,
    },
    tx,
  );
  await memberships.setUserPlan(membership.userId, 'free', tx);
  await memberships.recordEvent(
    {
      userId: membership.userId,
      membershipId: membership.id,
      orderId: input.orderId ?? null,
      kind: input.kind,
      planCode: membership.planCode,
      actorId: input.actorId ?? null,
      reason: input.reason ?? null,
    },
    tx,
  );
  await memberships.recordEvent(
    {
      userId: membership.userId,
      membershipId: membership.id,
      kind: CHURN_EVENT,
      planCode: 'free',
    },
    tx,
  );
  return ended;
}

/** How a history event reads for the member ("Mis pagos" and the plans page). */
export function describeEvent(kind: string, plan: PlanType): string {
  const label = PLAN_LABELS[plan];
  const descriptions: Record<string, string> = {
    activated: `Activaste el plan ${label}`,
    upgraded: `Subiste al plan ${label}`,
    replaced: `El plan ${label} fue reemplazado por uno superior`,
    renewed: `Se renovó tu plan ${label}`,
    renewal_failed: `No pudimos renovar tu plan ${label}`,
    downgrade_scheduled: `Programaste el cambio al plan ${label}`,
    cancel_scheduled: `Cancelaste la renovación del plan ${label}`,
    reactivated: `Reactivaste la renovación del plan ${label}`,
    cancelled_now: `Terminaste el plan ${label}`,
    expired: `Terminó tu plan ${label}`,
    granted: `El equipo te otorgó el plan ${label}`,
    revoked: `El equipo revocó tu plan ${label}`,
    refunded: `Se reembolsó tu pago del plan ${label}`,
    duplicate_refunded: `Te devolvimos un pago repetido del plan ${label}`,
    checkout_superseded: `Reemplazaste un pago pendiente del plan ${label}`,
    [CHURN_EVENT]: 'Volviste al plan Free',
  };
  return descriptions[kind] ?? `Cambio en tu plan ${label}`;
}
