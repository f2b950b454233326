import type { FastifyInstance } from 'fastify';
import type { MembershipStatus } from '@vitalia/shared/commerce';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { RENEWAL_GRACE_MS } from '@vitalia/shared/constants/commerce';
import { endMembership, inTrial } from './membership-changes';
import { type MembershipRow } from './memberships-repository';

/** Ends a membership whose time is up; the server does this whenever it reads a status (issue 9). */
export async function settleIfEnded(
  app: FastifyInstance,
  membership: MembershipRow,
  now: Date,
): Promise<boolean> {
  // Only a subscription can still charge after the end (a late renewal); Webpay and grants cannot.
  const renewing = membership.subscriptionId !== null && !membership.cancelAtPeriodEnd;
  const endsAt = membership.periodEnd.getTime() + (renewing ? RENEWAL_GRACE_MS : 0);
  if (endsAt > now.getTime()) return false;
  const ended = await app.db.transaction(async (tx) => {
    const locked = await app.membershipsRepository.findActive(membership.userId, { lock: true }, tx);
    if (
      !locked ||
      locked.id !== membership.id ||
      locked.periodEnd.getTime() !== membership.periodEnd.getTime()
    )
      return false;
    await endMembership(app.membershipsRepository, tx, locked, {
      status: 'expired',
      kind: 'expired',
      endedAt: locked.periodEnd,
    });
    return true;
  });
  if (ended) {
    // A plan cancelled at the period end only paused its subscription (so she could reactivate it);
    // now it ends for good. A failure here charges nothing (a paused subscription does not charge) and
    // is only logged.
    if (membership.subscriptionId && membership.cancelAtPeriodEnd)
      await app.paymentProvider.cancelSubscription(membership.subscriptionId).catch((error: unknown) => {
        app.log.warn({ err: error, membershipId: membership.id }, 'subscription not cancelled at the end');
      });
    await app.notifier.notify([membership.userId], {
      title: 'Tu plan terminó',
      message: `Tu plan ${PLAN_LABELS[membership.planCode]} terminó. Puedes volver a elegirlo cuando quieras.`,
      actionUrl: '/membership-plans',
    });
  }
  return ended;
}

export async function currentMembership(
  app: FastifyInstance,
  userId: number,
  now = new Date(),
): Promise<MembershipRow | null> {
  const active = await app.membershipsRepository.findActive(userId);
  if (active && (await settleIfEnded(app, active, now))) return null;
  return active;
}

export async function membershipStatus(
  app: FastifyInstance,
  userId: number,
  now = new Date(),
): Promise<MembershipStatus> {
  const active = await currentMembership(app, userId, now);
  if (!active)
    return {
      success: true,
      has_membership: false,
      plan_type: 'free',
      plan_name: PLAN_LABELS.free,
      status: 'active',
      billing_interval: null,
      current_period_start: null,
      current_period_end: null,
      cancel_at_period_end: false,
      will_renew: false,
      scheduled_plan_type: null,
      can_reactivate: false,
      renews_with_link: false,
      trial_ends_at: null,
      trial_available: !(await app.membershipsRepository.hadTrial(userId)),
    };
  return {
    success: true,
    has_membership: true,
    plan_type: active.planCode,
    plan_name: PLAN_LABELS[active.planCode],
    status: 'active',
    billing_interval: active.interval,
    current_period_start: active.periodStart.toISOString(),
    current_period_end: active.periodEnd.toISOString(),
    cancel_at_period_end: active.cancelAtPeriodEnd,
    will_renew: active.provider !== 'admin' && !active.cancelAtPeriodEnd && active.subscriptionId !== null,
    scheduled_plan_type: active.scheduledPlanCode,
    can_reactivate:
      active.cancelAtPeriodEnd &&
      !active.scheduledPlanCode &&
      (await app.membershipsRepository.cancelledByMember(active)),
    renews_with_link: active.provider === 'webpay' && !active.cancelAtPeriodEnd,
    trial_ends_at: inTrial(active) ? active.periodEnd.toISOString() : null,
    trial_available: false,
  };
}
