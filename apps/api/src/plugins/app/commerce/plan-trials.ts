import type { FastifyInstance } from 'fastify';
import type { CheckoutResult, MembershipPurchaseSchema } from '@vitalia/shared/commerce';
import { TRIAL_MESSAGES as T } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS, type PaidPlanType } from '@vitalia/shared/plans';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { uniqueViolation } from '../../../lib/database-errors';
import type { PaymentProvider, ProviderSubscription } from '../payments/payment-provider';
import type { UserRow } from '../users/user-presenter';
import { activateMembership, periodPrice } from './membership-changes';
import type { MembershipRow, PlanRow } from './memberships-repository';
import type { OrderRow } from './orders-repository';
import { intervalLabel, openPlanOrder, sendPlanOrder } from './plan-orders';
import { formatDate } from './receipts';
import type { AfterCommit } from './settlement';

const DAY_MS = 24 * 60 * 60 * 1000;
const ONE_TRIAL_INDEX = 'memberships_one_trial_idx';

/*
 * A plan's free trial (issue 48 §3, ADR 0094): once per member, only for one without a paid plan. Where the
 * gateway can keep a card (MercadoPago's preapproval with `free_trial`, the sandbox) she authorises it first
 * and the trial starts when the gateway says so; its first charge, when the trial ends, is the plan's first
 * renewal. With Webpay (no card kept) it starts at once and ends in the renewal link or in Free.
 */

/** The trial she may take of `plan` now, in days, or the Spanish reason she may not. */
export async function trialOffer(
  app: FastifyInstance,
  userId: number,
  plan: PlanRow,
  active: MembershipRow | null,
): Promise<{ days: number } | { refused: string; status: 400 | 409 }> {
  if (plan.code === 'free' || plan.trialDays <= 0) return { refused: T.unavailable, status: 400 };
  if (active && active.planCode !== 'free') return { refused: T.onlyNew, status: 409 };
  if (await app.membershipsRepository.hadTrial(userId)) return { refused: T.used, status: 409 };
  return { days: plan.trialDays };
}

/** The trial's membership, its order paid at $0, in the caller's transaction; null when she already had one. */
async function activateTrial(app: FastifyInstance, tx: Tx, order: OrderRow, subscriptionId: string | null) {
  if (!order.userId || !order.planCode || !order.interval || !order.trialDays) return null;
  if (await app.membershipsRepository.hadTrial(order.userId, tx)) return null;
  const plan = await app.membershipsRepository.findPlan(order.planCode, tx);
  if (!plan) throw new Error('plan of a trial order is gone');
  const now = new Date();
  const trialEndsAt = new Date(now.getTime() + order.trialDays * DAY_MS);
  const { membership } = await activateMembership(app.membershipsRepository, tx, {
    userId: order.userId,
    plan,
    interval: order.interval,
    provider: order.provider,
    subscriptionId,
    orderId: order.id,
    periodEnd: trialEndsAt,
    trialEndsAt,
    now,
  });
  await app.ordersRepository.update(
    order.id,
    { status: 'paid', paidAt: now, membershipId: membership.id },
    tx,
  );
  await app.membershipsRepository.recordEvent(
    {
      userId: order.userId,
      membershipId: membership.id,
      orderId: order.id,
      kind: 'trial_started',
      planCode: plan.code,
      detail: { trial_ends_at: trialEndsAt.toISOString(), card: subscriptionId !== null },
    },
    tx,
  );
  return membership;
}

const startedNotice = (app: FastifyInstance, membership: MembershipRow) =>
  app.notifier.notify([membership.userId], {
    title: `Tu prueba del plan ${PLAN_LABELS[membership.planCode]} comenzó`,
    message: T.started(PLAN_LABELS[membership.planCode], formatDate(membership.periodEnd)),
    actionUrl: '/dashboard',
  });

/** "Pruébalo N días gratis": a $0 order; the card's page where the gateway keeps one, else the trial at once. */
export async function startTrial(
  app: FastifyInstance,
  user: UserRow,
  plan: PlanRow & { code: PaidPlanType },
  input: {
    purchase: z.output<typeof MembershipPurchaseSchema>;
    provider: PaymentProvider;
    active: MembershipRow | null;
    publicUrl: string;
  },
): Promise<CheckoutResult> {
  const { purchase, provider } = input;
  if (purchase.coupon_code) throw AppError.badRequest(T.noCoupon, { coupon_code: T.noCoupon });
  // The same request again (a double click, a retry after a lost answer) is answered as the first was.
  const earlier = await app.ordersRepository.findByKey(user.id, purchase.idempotency_key);
  if (earlier?.trialDays && earlier.status === 'paid') return startedAnswer(app, user.id, earlier);
  const offer = await trialOffer(app, user.id, plan, input.active);
  if ('refused' in offer)
    throw offer.status === 400 ? AppError.badRequest(offer.refused) : AppError.conflict(offer.refused);
  const description = T.lineDescription(
    offer.days,
    PLAN_LABELS[plan.code],
    intervalLabel(purchase.billing_interval),
  );
  const { order } = await openPlanOrder(app, {
    userId: user.id,
    plan,
    purchase,
    provider,
    price: 0,
    description,
    trialDays: offer.days,
  });
  if (provider.name !== 'webpay')
    return sendPlanOrder(app, order, {
      provider,
      description,
      payerEmail: purchase.billing.email,
      publicUrl: input.publicUrl,
      recurringAmount: periodPrice(plan, purchase.billing_interval),
      freeTrialDays: offer.days,
    });
  // Webpay keeps no card: the trial starts now, once (a replay finds the order paid).
  const membership = await app.db
    .transaction(async (tx) => {
      const locked = await app.ordersRepository.findById(order.id, { lock: true }, tx);
      return locked?.status === 'pending' ? activateTrial(app, tx, locked, null) : null;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === ONE_TRIAL_INDEX) throw AppError.conflict(T.used);
      throw error;
    });
  if (membership) await startedNotice(app, membership);
  return startedAnswer(app, user.id, order);
}

async function startedAnswer(app: FastifyInstance, userId: number, order: OrderRow): Promise<CheckoutResult> {
  const current = await app.membershipsRepository.findActive(userId);
  if (!current?.trialEndsAt || !order.planCode) throw AppError.conflict(T.used);
  return {
    success: true,
    message: T.started(PLAN_LABELS[order.planCode], formatDate(current.trialEndsAt)),
    order_id: order.id,
    init_point: null,
    effective: 'now',
  };
}

/**
 * The gateway says her card is authorised for a trial's subscription: the trial starts, once, whatever the
 * number and order of notifications. A member who meanwhile had another trial gets this one cancelled.
 */
export async function settleTrialAuthorisation(
  app: FastifyInstance,
  from: PaymentProvider,
  subscription: ProviderSubscription,
  effects: AfterCommit,
): Promise<'paid' | 'duplicate' | 'ignored'> {
  const orderId = Number(subscription.externalReference);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return 'ignored';
  return app.db.transaction(async (tx) => {
    const order = await app.ordersRepository.findById(orderId, { lock: true }, tx);
    if (!order || order.provider !== from.name || !order.trialDays) return 'ignored';
    if (order.status !== 'pending') return 'duplicate';
    const membership = await activateTrial(app, tx, order, subscription.id);
    if (!membership) {
      await app.ordersRepository.update(order.id, { status: 'cancelled' }, tx);
      effects.push(() => from.cancelSubscription(subscription.id));
      return 'ignored';
    }
    effects.push(() => startedNotice(app, membership));
    return 'paid';
  });
}
