import type { FastifyInstance } from 'fastify';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import type { Tx } from '../../../db/client';
import { grantOrderItems } from '../entitlements/entitlements-repository';
import type { ProviderPayment } from '../payments/payment-provider';
import { addInterval } from './billing-periods';
import {
  activateMembership,
  nextPeriodEnd,
  paysNextPeriod,
  periodPrice,
  renewalPrice,
} from './membership-changes';
import { type MembershipRow } from './memberships-repository';
import { type OrderRow } from './orders-repository';

/** Sets a subscription's amount at its gateway (a first-payment coupon's plan back to its price). */
export const SUBSCRIPTION_PRICE_QUEUE = 'billing.subscription-price';

/** The plan coupon an order was made with: its duration and the discount it gave, or null. */
async function planCouponOf(app: FastifyInstance, tx: Tx, order: OrderRow) {
  const redemption = await app.couponsRepository.redemptionOf(order.id, tx);
  if (!redemption) return null;
  const coupon = await app.couponsRepository.findById(redemption.couponId, tx);
  if (coupon?.appliesTo !== 'plans') return null;
  return { id: coupon.id, duration: coupon.duration, discount: redemption.discountClp };
}

async function couponCodeOf(app: FastifyInstance, tx: Tx, couponId: number | null) {
  return couponId ? ((await app.couponsRepository.findById(couponId, tx))?.code ?? null) : null;
}

/** What to do once the transaction has committed (mail, bell, provider calls): never inside it. */
export type AfterCommit = Array<() => Promise<void>>;

/*
 * How one provider payment changes our records, inside the settling transaction that `paymentSettlement`
 * opens with the order locked: a first payment of an order, or a later charge of a subscription.
 */

/** A first payment of an order: checked against the order, then granted, exactly once. */
export async function settleOrder(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  payment: ProviderPayment,
  effects: AfterCommit,
) {
  if (payment.amount !== order.totalClp || payment.currency !== CURRENCY) {
    await app.membershipsRepository.recordEvent(
      {
        userId: order.userId,
        orderId: order.id,
        kind: 'amount_mismatch',
        detail: {
          expected: order.totalClp,
          received: payment.amount,
          currency: payment.currency,
          payment_id: payment.id,
        },
        dedupeKey: `mismatch:${order.provider}:${payment.id}`,
      },
      tx,
    );
    return 'amount_mismatch' as const;
  }
  const recorded = await app.ordersRepository.insertPaymentOnce(
    {
      orderId: order.id,
      provider: order.provider,
      providerPaymentId: payment.id,
      status: payment.status === 'approved' ? 'approved' : 'rejected',
      amountClp: payment.amount,
      currency: payment.currency,
    },
    tx,
  );
  if (!recorded) return 'duplicate' as const;
  if (payment.status !== 'approved') {
    await app.ordersRepository.update(order.id, { status: 'rejected' }, tx);
    await app.membershipsRepository.recordEvent(
      {
        userId: order.userId,
        orderId: order.id,
        kind: 'payment_rejected',
        detail: { payment_id: payment.id },
      },
      tx,
    );
    return 'rejected' as const;
  }
  const now = new Date();
  let membershipId: number | null = null;
  if (order.kind === 'membership' && order.userId && order.planCode && order.interval) {
    const plan = await app.membershipsRepository.findPlan(order.planCode, tx);
    if (!plan) throw new Error('plan of a paid order is gone');
    const current =
      order.provider === 'webpay'
        ? await app.membershipsRepository.findActive(order.userId, { lock: true }, tx)
        : null;
    if (current && paysNextPeriod(current, plan.code, order.interval)) {
      // Her next period, paid ahead through the renewal link (ADR 0045): it follows the current one.
      const periodEnd = nextPeriodEnd(current);
      await app.membershipsRepository.update(
        current.id,
        {
          periodEnd,
          cancelAtPeriodEnd: false,
          scheduledPlanCode: null,
          // Her period now runs to the end of the one paid ahead: what she paid for it adds up.
          periodPaidClp: (current.periodPaidClp ?? periodPrice(plan, current.interval)) + order.totalClp,
        },
        tx,
      );
      await app.membershipsRepository.recordEvent(
        {
          userId: order.userId,
          membershipId: current.id,
          orderId: order.id,
          kind: 'renewed',
          planCode: plan.code,
          detail: { payment_id: payment.id, period_end: periodEnd.toISOString() },
        },
        tx,
      );
      return markPaid(app, tx, order, payment, current.id, effects);
    }
    // A Webpay payment is one period, not an authorisation to charge again (ADR 0045).
    const subscriptionId = order.provider === 'webpay' ? null : order.providerReference;
    const coupon = await planCouponOf(app, tx, order);
    const { membership, replaced } = await activateMembership(app.membershipsRepository, tx, {
      userId: order.userId,
      plan,
      interval: order.interval,
      provider: order.provider,
      subscriptionId,
      orderId: order.id,
      renewalCoupon: coupon?.duration === 'every_payment' ? coupon : null,
      periodPaidClp: order.totalClp,
      now,
    });
    // A first-payment coupon: the subscription charges the full price from the next period on, even if this
    // process dies right after the commit (the job commits with the payment).
    if (coupon?.duration === 'first_payment' && subscriptionId)
      await app.jobs.send(
        SUBSCRIPTION_PRICE_QUEUE,
        { provider: order.provider, subscriptionId, amount: periodPrice(plan, order.interval) },
        { tx, key: `order-${order.id}` },
      );
    membershipId = membership.id;
    const oldSubscription = replaced?.subscriptionId;
    if (replaced && oldSubscription)
      effects.push(() => app.paymentProviders.of(replaced.provider).cancelSubscription(oldSubscription));
  }
  if (order.kind === 'cart' && order.userId) {
    // What the order bought opens in the same transaction as the payment that paid for it.
    await grantOrderItems(tx, order);
    const productIds = (await app.ordersRepository.items(order.id, tx)).flatMap((item) =>
      item.productId ? [item.productId] : [],
    );
    await app.cartRepository.clear(order.userId, productIds, tx);
  }
  return markPaid(app, tx, order, payment, membershipId, effects);
}

async function markPaid(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  payment: ProviderPayment,
  membershipId: number | null,
  effects: AfterCommit,
) {
  const paid = await app.ordersRepository.update(
    order.id,
    {
      status: 'paid',
      paidAt: new Date(),
      membershipId,
    },
    tx,
  );
  await app.membershipsRepository.recordEvent(
    {
      userId: order.userId,
      orderId: order.id,
      kind: 'payment_approved',
      detail: { payment_id: payment.id },
    },
    tx,
  );
  await app.taxDocuments.requestSale(paid, tx);
  effects.push(() => app.commerceNotices.paid(paid));
  return 'paid' as const;
}

/** A later charge of a subscription: extends the period, or (declined for good) lets the plan end. */
export async function settleRenewal(
  app: FastifyInstance,
  tx: Tx,
  payment: ProviderPayment,
  effects: AfterCommit,
) {
  const membership = await app.membershipsRepository.findBySubscription(
    payment.subscriptionId ?? '',
    { lock: true },
    tx,
  );
  if (!membership) return 'ignored' as const;
  if (payment.status === 'rejected') {
    const first = await app.membershipsRepository.recordEvent(
      {
        userId: membership.userId,
        membershipId: membership.id,
        kind: 'renewal_failed',
        planCode: membership.planCode,
        dedupeKey: `renewal-failed:${membership.provider}:${payment.id}`,
      },
      tx,
    );
    if (!first) return 'duplicate' as const;
    await app.membershipsRepository.update(membership.id, { cancelAtPeriodEnd: true }, tx);
    effects.push(() => app.commerceNotices.renewalFailed(membership));
    return 'renewal_failed' as const;
  }
  const planCode = membership.scheduledPlanCode ?? membership.planCode;
  const plan = await app.membershipsRepository.findPlan(planCode, tx);
  if (!plan) return 'ignored' as const;
  const price = renewalPrice(membership, plan, membership.interval);
  const fullPrice = periodPrice(plan, membership.interval);
  const couponCode = price < fullPrice ? await couponCodeOf(app, tx, membership.renewalCouponId) : null;
  if (payment.amount !== price || payment.currency !== CURRENCY) {
    await app.membershipsRepository.recordEvent(
      {
        userId: membership.userId,
        membershipId: membership.id,
        kind: 'amount_mismatch',
        detail: {
          expected: price,
          received: payment.amount,
          currency: payment.currency,
          payment_id: payment.id,
        },
        dedupeKey: `mismatch:${membership.provider}:${payment.id}`,
      },
      tx,
    );
    return 'amount_mismatch' as const;
  }
  const amounts = ivaBreakdown(price);
  const now = new Date();
  const { order, created } = await app.ordersRepository.insertOnce(
    {
      userId: membership.userId,
      kind: 'renewal',
      status: 'paid',
      idempotencyKey: `renewal:${payment.id}`,
      planCode,
      interval: membership.interval,
      membershipId: membership.id,
      totalClp: price,
      subtotalClp: amounts.subtotal,
      ivaClp: amounts.iva_amount,
      billing: await lastBilling(app, tx, membership),
      provider: membership.provider,
      providerReference: membership.subscriptionId,
      paidAt: now,
    },
    [
      {
        description: `Renovación plan ${plan.name} (${membership.interval === 'year' ? 'anual' : 'mensual'})`,
        unitPriceClp: fullPrice,
        quantity: 1,
      },
      ...(price < fullPrice
        ? [{ description: `Cupón ${couponCode ?? ''}`.trim(), unitPriceClp: price - fullPrice, quantity: 1 }]
        : []),
    ],
    tx,
  );
  const recorded = created
    ? await app.ordersRepository.insertPaymentOnce(
        {
          orderId: order.id,
          provider: membership.provider,
          providerPaymentId: payment.id,
          status: 'approved',
          amountClp: payment.amount,
          currency: payment.currency,
        },
        tx,
      )
    : null;
  if (!recorded) return 'duplicate' as const;
  // A late charge for a plan that already lapsed starts a fresh period now; otherwise periods are back to back.
  const start = membership.status === 'active' ? membership.periodEnd : now;
  const anchorDay = membership.createdAt.getUTCDate();
  const active = await app.membershipsRepository.findActive(membership.userId, {}, tx);
  if (membership.status !== 'active' && active) return 'ignored' as const;
  await app.membershipsRepository.update(
    membership.id,
    {
      status: 'active',
      endedAt: null,
      planCode,
      scheduledPlanCode: null,
      // A change of plan leaves her coupon behind (it was for the plan she took it with).
      ...(planCode === membership.planCode ? {} : { renewalCouponId: null, renewalDiscountClp: 0 }),
      periodStart: start,
      periodEnd: addInterval(start, membership.interval, anchorDay),
      periodPaidClp: price,
    },
    tx,
  );
  await app.membershipsRepository.setUserPlan(membership.userId, planCode, tx);
  await app.membershipsRepository.recordEvent(
    {
      userId: membership.userId,
      membershipId: membership.id,
      orderId: order.id,
      kind: 'renewed',
      planCode,
      detail: { payment_id: payment.id },
    },
    tx,
  );
  await app.taxDocuments.requestSale(order, tx);
  effects.push(() => app.commerceNotices.paid(order));
  return 'renewed' as const;
}

async function lastBilling(app: FastifyInstance, tx: Tx, membership: MembershipRow) {
  const first = await app.ordersRepository.findByMembership(membership.id, tx);
  return first?.billing ?? null;
}
