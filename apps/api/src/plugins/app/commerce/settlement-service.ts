import type { FastifyInstance } from 'fastify';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { domainPlugin } from '../domain-plugin';
import type { PaymentProvider, ProviderNotification, ProviderPayment } from '../payments/payment-provider';
import { type OrderRow } from './orders-repository';
import { settleTrialAuthorisation } from './plan-trials';
import { settleOrder, settleRenewal, type AfterCommit } from './settlement';

export type SettlementOutcome =
  | 'paid'
  | 'rejected'
  | 'renewed'
  | 'renewal_failed'
  | 'pending'
  | 'duplicate'
  | 'duplicate_refunded'
  | 'amount_mismatch'
  | 'ignored';

/** Our order a provider's payment names (the external reference we gave it), or null for none of ours. */
function orderIdOf(payment: ProviderPayment): number | null {
  const id = Number(payment.externalReference);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function runAfterCommit(app: FastifyInstance, effects: AfterCommit) {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // The payment is settled; a lost e-mail or bell is logged, never a reason to settle again.
      app.log.error({ err: error }, 'after-payment notice failed');
    }
  }
}

/**
 * Gives back a payment that should not have happened (a second payment of a paid order, or one for a
 * checkout that was replaced): refunded at the provider first, then recorded with its audit entry. A
 * process killed in between is finished by the provider's retry, which then reports the payment refunded.
 */
async function refundDuplicate(
  app: FastifyInstance,
  order: OrderRow | null,
  payment: ProviderPayment,
): Promise<SettlementOutcome> {
  if (!order) return 'ignored';
  const provider = app.paymentProviders.of(order.provider);
  if (payment.status !== 'refunded') await provider.refund(payment.id);
  const subscriptionId = payment.subscriptionId;
  if (subscriptionId && order.status === 'cancelled')
    await provider
      .cancelSubscription(subscriptionId)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not cancel a replaced subscription'));
  const recorded = await app.db.transaction(async (tx) => {
    const inserted = await app.ordersRepository.insertPaymentOnce(
      {
        orderId: order.id,
        provider: order.provider,
        providerPaymentId: payment.id,
        status: 'refunded',
        amountClp: payment.amount,
        currency: payment.currency,
        refundedAt: new Date(),
      },
      tx,
    );
    if (!inserted) return false;
    await app.membershipsRepository.recordEvent(
      {
        userId: order.userId,
        orderId: order.id,
        kind: 'duplicate_refunded',
        planCode: order.planCode,
        detail: { payment_id: payment.id, amount: payment.amount },
        dedupeKey: `duplicate-refund:${order.provider}:${payment.id}`,
      },
      tx,
    );
    await app.auditLog.appendSystem(
      {
        action: 'payment.duplicate-refund',
        entity: 'order',
        entityId: order.id,
        subjectUserId: order.userId,
        after: { payment_id: payment.id, amount: payment.amount, order_status: order.status },
      },
      tx,
    );
    return true;
  });
  if (!recorded) return 'duplicate';
  const userId = order.userId;
  if (userId)
    await runAfterCommit(app, [
      () =>
        app.notifier.notify([userId], {
          title: 'Te devolvimos un pago repetido',
          message: `Recibimos un segundo pago de ${formatClp(payment.amount)} por la misma compra y lo reembolsamos. No tienes que hacer nada.`,
          actionUrl: '/profile',
        }),
    ]);
  return 'duplicate_refunded';
}

/**
 * A payment as its provider reports it, settled against our order: a replayed, reordered or concurrent
 * report finds the order locked or already settled and changes nothing.
 */
async function settlePayment(
  app: FastifyInstance,
  from: PaymentProvider,
  payment: ProviderPayment,
): Promise<SettlementOutcome> {
  if (payment.status === 'pending') return 'pending';
  const orderId = orderIdOf(payment);
  if (orderId === null) return 'ignored';

  const effects: AfterCommit = [];
  let duplicateOf: OrderRow | null = null;
  const outcome = await app.db.transaction(async (tx): Promise<SettlementOutcome | 'refund_duplicate'> => {
    const order = await app.ordersRepository.findById(orderId, { lock: true }, tx);
    if (!order || order.provider !== from.name) return 'ignored';
    const settled = order.status === 'paid' || order.status === 'refunded' || order.status === 'cancelled';
    if (!settled)
      return payment.status === 'refunded' ? 'ignored' : settleOrder(app, tx, order, payment, effects);
    // Later charges of a paid plan's subscription are its renewals.
    if (payment.subscriptionId && order.status !== 'cancelled' && payment.status !== 'refunded')
      return settleRenewal(app, tx, payment, effects);
    // Money taken for an order that is already paid, or was replaced by another checkout (issue 17).
    if (
      payment.status === 'rejected' ||
      (await app.ordersRepository.findPayment(order.provider, payment.id, tx))
    )
      return 'duplicate';
    duplicateOf = order;
    return 'refund_duplicate';
  });
  await runAfterCommit(app, effects);
  if (outcome === 'refund_duplicate') return refundDuplicate(app, duplicateOf, payment);
  return outcome;
}

/**
 * Payments as their providers report them (MercadoPago, the sandbox, Webpay's return): each settled against
 * our order exactly once, whatever the order and number of notifications.
 */
export function paymentSettlement(app: FastifyInstance) {
  return {
    /**
     * The one entry point for every provider notification, the sandbox's included. It acts on what the
     * provider says when asked, never on the notification body; a replayed, reordered or concurrent
     * notification finds the order locked or already settled and changes nothing.
     */
    async handleNotification(
      notification: ProviderNotification,
      from: PaymentProvider = app.paymentProvider,
    ): Promise<SettlementOutcome> {
      if (notification.topic === 'subscription') {
        const subscription = await from.getSubscription(notification.id);
        if (subscription?.status === 'authorized') {
          // A free trial starts when her card is authorised (ADR 0094); other authorisations wait for a payment.
          const effects: AfterCommit = [];
          const outcome = await settleTrialAuthorisation(app, from, subscription, effects);
          await runAfterCommit(app, effects);
          return outcome;
        }
        if (subscription?.status !== 'cancelled') return 'ignored';
        const membership = await app.membershipsRepository.findBySubscription(subscription.id);
        if (!membership || membership.status !== 'active' || membership.cancelAtPeriodEnd) return 'duplicate';
        await app.membershipsRepository.update(membership.id, {
          cancelAtPeriodEnd: true,
          scheduledPlanCode: null,
        });
        await app.membershipsRepository.recordEvent({
          userId: membership.userId,
          membershipId: membership.id,
          kind: 'cancel_scheduled',
          planCode: membership.planCode,
          dedupeKey: `subscription-cancelled:${subscription.id}`,
        });
        return 'renewal_failed';
      }
      const payment = await from.getPayment(notification);
      return payment ? settlePayment(app, from, payment) : 'ignored';
    },

    /**
     * The buyer back from Webpay with her token (or anyone with it: the grant goes to the order's owner,
     * never to the caller). The transaction is committed and settled like any provider's payment.
     */
    async settleWebpayReturn(token: string): Promise<{ orderId: number | null; outcome: SettlementOutcome }> {
      const webpay = app.webpayProvider;
      if (!webpay) return { orderId: null, outcome: 'ignored' };
      const payment = await webpay.confirm(token);
      if (!payment) return { orderId: null, outcome: 'ignored' };
      return { orderId: orderIdOf(payment), outcome: await settlePayment(app, webpay, payment) };
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentSettlement: PaymentSettlement;
  }
}

export default domainPlugin('paymentSettlement', paymentSettlement, [
  'orders-repository',
  'memberships-repository',
  'cart-repository',
  'payments',
  'commerce-notices',
  'audit-log',
  'notifier',
  'tax-documents',
  'coupons-repository',
  'job-queue',
]);
