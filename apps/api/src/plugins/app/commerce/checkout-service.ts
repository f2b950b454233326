import { grantOrderItems, revokeOrderGrants } from '../entitlements/entitlements';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CartCheckoutSchema, CheckoutResult, PaymentStatus } from '@vitalia/shared/commerce';
import { formatClp, ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import { CHECKOUT_LIMIT } from '@vitalia/shared/constants/limits';
import { CHECKOUT_MESSAGES, MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import type { Db } from '../../../db/client';
import type { UserRow } from '../users/user-presenter';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import type {
  PaymentProvider,
  ProviderName,
  ProviderNotification,
  ProviderPayment,
} from '../payments/payment-provider';
import { addInterval } from './billing-periods';
import {
  activateMembership,
  endMembership,
  nextPeriodEnd,
  paysNextPeriod,
  periodPrice,
} from './membership-changes';
import { membershipsRepository, type MembershipRow } from './memberships-repository';
import { ordersRepository, settlingPayment, type OrderRow } from './orders-repository';
import { cartRepository } from './cart-repository';
import { reviewCart } from './cart-review';
import { receiptPdf } from './receipts';
import { openCheckoutOnce, orderOrConflict, purchaseFingerprint } from './checkout-claim';

/** Far more orders than any member makes; the export is bounded like every list. */
const EXPORT_ORDERS_LIMIT = 10_000;

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

/** What to do once the transaction has committed (mail, bell, provider calls): never inside it. */
type AfterCommit = Array<() => Promise<void>>;

const STATUS_MESSAGES: Record<OrderRow['status'], string> = {
  pending: CHECKOUT_MESSAGES.pending,
  paid: CHECKOUT_MESSAGES.paid,
  rejected: CHECKOUT_MESSAGES.rejected,
  cancelled: CHECKOUT_MESSAGES.cancelled,
  refunded: CHECKOUT_MESSAGES.refunded,
};

export function checkoutService(app: FastifyInstance, publicUrl: string) {
  const providerOf = (name: ProviderName | 'admin') => app.paymentProviders.of(name);
  const closeSuperseded = (superseded: OrderRow | null) => closeSupersededCheckout(app, superseded);

  async function runAfterCommit(effects: AfterCommit) {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        // The payment is settled; a lost e-mail or bell is logged, never a reason to settle again.
        app.log.error({ err: error }, 'after-payment notice failed');
      }
    }
  }

  /** A first payment of an order: checked against the order, then granted, exactly once. */
  async function settleOrder(tx: Db, order: OrderRow, payment: ProviderPayment, effects: AfterCommit) {
    const orders = ordersRepository(tx);
    const memberships = membershipsRepository(tx, app.sessions);
    if (payment.amount !== order.totalClp || payment.currency !== CURRENCY) {
      await memberships.recordEvent({
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
      });
      return 'amount_mismatch' as const;
    }
    const recorded = await orders.insertPaymentOnce({
      orderId: order.id,
      provider: order.provider,
      providerPaymentId: payment.id,
      status: payment.status === 'approved' ? 'approved' : 'rejected',
      amountClp: payment.amount,
      currency: payment.currency,
    });
    if (!recorded) return 'duplicate' as const;
    if (payment.status !== 'approved') {
      await orders.update(order.id, { status: 'rejected' });
      await memberships.recordEvent({
        userId: order.userId,
        orderId: order.id,
        kind: 'payment_rejected',
        detail: { payment_id: payment.id },
      });
      return 'rejected' as const;
    }
    const now = new Date();
    let membershipId: number | null = null;
    if (order.kind === 'membership' && order.userId && order.planCode && order.interval) {
      const plan = await memberships.findPlan(order.planCode);
      if (!plan) throw new Error('plan of a paid order is gone');
      const current =
        order.provider === 'webpay' ? await memberships.findActive(order.userId, { lock: true }) : null;
      if (current && paysNextPeriod(current, plan.code, order.interval)) {
        // Her next period, paid ahead through the renewal link (ADR 0045): it follows the current one.
        const periodEnd = nextPeriodEnd(current);
        await memberships.update(current.id, {
          periodEnd,
          cancelAtPeriodEnd: false,
          scheduledPlanCode: null,
        });
        await memberships.recordEvent({
          userId: order.userId,
          membershipId: current.id,
          orderId: order.id,
          kind: 'renewed',
          planCode: plan.code,
          detail: { payment_id: payment.id, period_end: periodEnd.toISOString() },
        });
        return markPaid(tx, order, payment, current.id, effects);
      }
      const { membership, replaced } = await activateMembership(memberships, {
        userId: order.userId,
        plan,
        interval: order.interval,
        provider: order.provider,
        // A Webpay payment is one period, not an authorisation to charge again (ADR 0045).
        subscriptionId: order.provider === 'webpay' ? null : order.providerReference,
        orderId: order.id,
        now,
      });
      membershipId = membership.id;
      const oldSubscription = replaced?.subscriptionId;
      if (replaced && oldSubscription)
        effects.push(() => providerOf(replaced.provider).cancelSubscription(oldSubscription));
    }
    if (order.kind === 'cart' && order.userId) {
      // What the order bought opens in the same transaction as the payment that paid for it.
      await grantOrderItems(tx, order);
      const productIds = (await orders.items(order.id)).flatMap((item) =>
        item.productId ? [item.productId] : [],
      );
      await cartRepository(tx).clear(order.userId, productIds);
    }
    return markPaid(tx, order, payment, membershipId, effects);
  }

  async function markPaid(
    tx: Db,
    order: OrderRow,
    payment: ProviderPayment,
    membershipId: number | null,
    effects: AfterCommit,
  ) {
    const paid = await ordersRepository(tx).update(order.id, {
      status: 'paid',
      paidAt: new Date(),
      membershipId,
    });
    await membershipsRepository(tx, app.sessions).recordEvent({
      userId: order.userId,
      orderId: order.id,
      kind: 'payment_approved',
      detail: { payment_id: payment.id },
    });
    effects.push(() => app.commerceNotices.paid(paid));
    return 'paid' as const;
  }

  /** A later charge of a subscription: extends the period, or (declined for good) lets the plan end. */
  async function settleRenewal(tx: Db, payment: ProviderPayment, effects: AfterCommit) {
    const orders = ordersRepository(tx);
    const memberships = membershipsRepository(tx, app.sessions);
    const membership = await memberships.findBySubscription(payment.subscriptionId ?? '', { lock: true });
    if (!membership) return 'ignored' as const;
    if (payment.status === 'rejected') {
      const first = await memberships.recordEvent({
        userId: membership.userId,
        membershipId: membership.id,
        kind: 'renewal_failed',
        planCode: membership.planCode,
        dedupeKey: `renewal-failed:${membership.provider}:${payment.id}`,
      });
      if (!first) return 'duplicate' as const;
      await memberships.update(membership.id, { cancelAtPeriodEnd: true });
      effects.push(() => app.commerceNotices.renewalFailed(membership));
      return 'renewal_failed' as const;
    }
    const planCode = membership.scheduledPlanCode ?? membership.planCode;
    const plan = await memberships.findPlan(planCode);
    if (!plan) return 'ignored' as const;
    const price = periodPrice(plan, membership.interval);
    if (payment.amount !== price || payment.currency !== CURRENCY) {
      await memberships.recordEvent({
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
      });
      return 'amount_mismatch' as const;
    }
    const amounts = ivaBreakdown(price);
    const now = new Date();
    const { order, created } = await orders.insertOnce(
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
        billing: await lastBilling(tx, membership),
        provider: membership.provider,
        providerReference: membership.subscriptionId,
        paidAt: now,
      },
      [
        {
          description: `Renovación plan ${plan.name} (${membership.interval === 'year' ? 'anual' : 'mensual'})`,
          unitPriceClp: price,
          quantity: 1,
        },
      ],
    );
    const recorded = created
      ? await orders.insertPaymentOnce({
          orderId: order.id,
          provider: membership.provider,
          providerPaymentId: payment.id,
          status: 'approved',
          amountClp: payment.amount,
          currency: payment.currency,
        })
      : null;
    if (!recorded) return 'duplicate' as const;
    // A late charge for a plan that already lapsed starts a fresh period now; otherwise periods are back to back.
    const start = membership.status === 'active' ? membership.periodEnd : now;
    const anchorDay = membership.createdAt.getUTCDate();
    const active = await memberships.findActive(membership.userId);
    if (membership.status !== 'active' && active) return 'ignored' as const;
    await memberships.update(membership.id, {
      status: 'active',
      endedAt: null,
      planCode,
      scheduledPlanCode: null,
      periodStart: start,
      periodEnd: addInterval(start, membership.interval, anchorDay),
    });
    await memberships.setUserPlan(membership.userId, planCode);
    await memberships.recordEvent({
      userId: membership.userId,
      membershipId: membership.id,
      orderId: order.id,
      kind: 'renewed',
      planCode,
      detail: { payment_id: payment.id },
    });
    effects.push(() => app.commerceNotices.paid(order));
    return 'renewed' as const;
  }

  /**
   * Gives back a payment that should not have happened (a second payment of a paid order, or one for a
   * checkout that was replaced): refunded at the provider first, then recorded with its audit entry. A
   * process killed in between is finished by the provider's retry, which then reports the payment refunded.
   */
  async function refundDuplicate(
    order: OrderRow | null,
    payment: ProviderPayment,
  ): Promise<SettlementOutcome> {
    if (!order) return 'ignored';
    const provider = providerOf(order.provider);
    if (payment.status !== 'refunded') await provider.refund(payment.id);
    const subscriptionId = payment.subscriptionId;
    if (subscriptionId && order.status === 'cancelled')
      await provider
        .cancelSubscription(subscriptionId)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not cancel a replaced subscription'));
    const recorded = await app.ordersRepository.transaction(async (tx) => {
      const inserted = await ordersRepository(tx).insertPaymentOnce({
        orderId: order.id,
        provider: order.provider,
        providerPaymentId: payment.id,
        status: 'refunded',
        amountClp: payment.amount,
        currency: payment.currency,
        refundedAt: new Date(),
      });
      if (!inserted) return false;
      await membershipsRepository(tx, app.sessions).recordEvent({
        userId: order.userId,
        orderId: order.id,
        kind: 'duplicate_refunded',
        planCode: order.planCode,
        detail: { payment_id: payment.id, amount: payment.amount },
        dedupeKey: `duplicate-refund:${order.provider}:${payment.id}`,
      });
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
      await runAfterCommit([
        () =>
          app.notifier.notify([userId], {
            title: 'Te devolvimos un pago repetido',
            message: `Recibimos un segundo pago de ${formatClp(payment.amount)} por la misma compra y lo reembolsamos. No tienes que hacer nada.`,
            actionUrl: '/profile',
          }),
      ]);
    return 'duplicate_refunded';
  }

  async function lastBilling(tx: Db, membership: MembershipRow) {
    const orders = ordersRepository(tx);
    const first = await orders.findByMembership(membership.id);
    return first?.billing ?? null;
  }

  /**
   * A payment as its provider reports it, settled against our order: a replayed, reordered or concurrent
   * report finds the order locked or already settled and changes nothing.
   */
  async function settlePayment(from: PaymentProvider, payment: ProviderPayment): Promise<SettlementOutcome> {
    if (payment.status === 'pending') return 'pending';
    const orderId = orderIdOf(payment);
    if (orderId === null) return 'ignored';

    const effects: AfterCommit = [];
    let duplicateOf: OrderRow | null = null;
    const outcome = await app.ordersRepository.transaction(
      async (tx): Promise<SettlementOutcome | 'refund_duplicate'> => {
        const orders = ordersRepository(tx);
        const order = await orders.findById(orderId, { lock: true });
        if (!order || order.provider !== from.name) return 'ignored';
        const settled =
          order.status === 'paid' || order.status === 'refunded' || order.status === 'cancelled';
        if (!settled)
          return payment.status === 'refunded' ? 'ignored' : settleOrder(tx, order, payment, effects);
        // Later charges of a paid plan's subscription are its renewals.
        if (payment.subscriptionId && order.status !== 'cancelled' && payment.status !== 'refunded')
          return settleRenewal(tx, payment, effects);
        // Money taken for an order that is already paid, or was replaced by another checkout (issue 17).
        if (payment.status === 'rejected' || (await orders.findPayment(order.provider, payment.id)))
          return 'duplicate';
        duplicateOf = order;
        return 'refund_duplicate';
      },
    );
    await runAfterCommit(effects);
    if (outcome === 'refund_duplicate') return refundDuplicate(duplicateOf, payment);
    return outcome;
  }

  const service = {
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
      return payment ? settlePayment(from, payment) : 'ignored';
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
      return { orderId: orderIdOf(payment), outcome: await settlePayment(webpay, payment) };
    },

    /** The cart's lines become one order with their prices of now; the cart empties once it is paid. */
    async checkoutCart(user: UserRow, input: z.output<typeof CartCheckoutSchema>): Promise<CheckoutResult> {
      await app.rateLimiter.consume(
        `checkout:${user.id}`,
        CHECKOUT_LIMIT,
        CHECKOUT_MESSAGES.tooManyCheckouts,
      );
      const chosen = app.paymentProviders.chosen(input.payment_method);
      // What she can no longer buy leaves the cart with its reason, and nothing is charged (issue 42 §3–§4).
      const { buyable: lines, unavailable } = await reviewCart(app, user);
      if (unavailable.length > 0) {
        await app.cartRepository.clear(
          user.id,
          unavailable.map(({ line }) => line.product.id),
        );
        throw AppError.conflict(
          CHECKOUT_MESSAGES.cartChanged(unavailable.map(({ line }) => line.product.name)),
        );
      }
      if (lines.length === 0) throw AppError.badRequest(CHECKOUT_MESSAGES.cartEmpty);
      const total = lines.reduce((sum, line) => sum + line.product.priceClp * line.quantity, 0);
      const amounts = ivaBreakdown(total);
      const items = lines.map((line) => ({
        productId: line.product.id,
        description: line.product.name,
        unitPriceClp: line.product.priceClp,
        quantity: line.quantity,
      }));
      const requestHash = purchaseFingerprint({
        kind: 'cart',
        items: items
          .map((item) => [item.productId, item.quantity, item.unitPriceClp])
          .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
        billing: input.billing,
        provider: chosen.name,
      });
      const { order, superseded } = orderOrConflict(
        await app.ordersRepository.openOrder(
          {
            userId: user.id,
            kind: 'cart',
            idempotencyKey: input.idempotency_key,
            requestHash,
            totalClp: total,
            subtotalClp: amounts.subtotal,
            ivaClp: amounts.iva_amount,
            billing: input.billing,
            provider: chosen.name,
          },
          items,
        ),
      );
      await closeSuperseded(superseded);
      return openCheckout(order);
    },

    /** The provider checkout of a pending order of the caller (a retry after closing the payment tab). */
    async createPreference(userId: number, orderId: number): Promise<CheckoutResult> {
      const order = await app.ordersRepository.findOwned(orderId, userId);
      if (!order) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      // A plan's checkout is a subscription: only a pending one can be reopened; a declined one starts anew.
      const reopenable = order.status === 'pending' || (order.kind === 'cart' && order.status === 'rejected');
      if (!reopenable || (order.kind !== 'cart' && !order.initPoint))
        throw AppError.conflict(CHECKOUT_MESSAGES.orderClosed);
      if (order.provider === 'webpay' && order.status === 'pending') return reopenWebpay(order);
      return openCheckout(order);
    },

    async paymentStatus(userId: number, orderId: number): Promise<PaymentStatus> {
      let order = await app.ordersRepository.findOwned(orderId, userId);
      if (!order) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      // A sandbox approval whose settlement was cut short (a killed process) settles when she looks.
      const sandbox = app.sandboxProvider;
      // A Webpay payment whose return never arrived (the tab closed, the commit's answer lost) too.
      if (
        order.status === 'pending' &&
        order.provider === 'webpay' &&
        isWebpayToken(order.providerReference)
      ) {
        await service.settleWebpayReturn(order.providerReference);
        order = (await app.ordersRepository.findOwned(orderId, userId)) ?? order;
      }
      if (order.status === 'pending' && sandbox && order.provider === 'sandbox') {
        const delivered = await sandbox.redeliver(
          (notification) => service.handleNotification(notification),
          {
            orderId: order.id,
          },
        );
        if (delivered > 0) order = (await app.ordersRepository.findOwned(orderId, userId)) ?? order;
      }
      const payment = settlingPayment(await app.ordersRepository.paymentsOf([order.id]), order.id);
      return {
        success: true,
        order_id: order.id,
        status: order.status,
        kind: order.kind,
        plan_type: order.planCode,
        total: order.totalClp,
        currency: CURRENCY,
        payment_id: payment?.providerPaymentId ?? null,
        message: STATUS_MESSAGES[order.status],
      };
    },

    async memberPayments(userId: number) {
      const orders = await app.ordersRepository.listOfUser(userId);
      const ids = orders.map((order) => order.id);
      const [payments, items] = await Promise.all([
        app.ordersRepository.paymentsOf(ids),
        app.ordersRepository.itemsOf(ids),
      ]);
      return orders.map((order) => {
        const payment = settlingPayment(payments, order.id);
        return {
          order_id: order.id,
          created_at: (order.paidAt ?? order.createdAt).toISOString(),
          kind: order.kind,
          description: items
            .filter((item) => item.orderId === order.id)
            .map((item) => item.description)
            .join(', '),
          status: order.status,
          total: order.totalClp,
          payment_id: payment?.providerPaymentId ?? null,
          receipt_available: order.status === 'paid' || order.status === 'refunded',
        };
      });
    },

    /** Every order of hers with its billing data, lines and payments, for her data export (Ley 21.719). */
    async purchasesForExport(userId: number) {
      const orders = await app.ordersRepository.listOfUser(userId, EXPORT_ORDERS_LIMIT, {
        withStale: true,
      });
      const ids = orders.map((order) => order.id);
      const [payments, items] = await Promise.all([
        app.ordersRepository.paymentsOf(ids),
        app.ordersRepository.itemsOf(ids),
      ]);
      return orders.map((order) => ({
        order_id: order.id,
        kind: order.kind,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
        total: order.totalClp,
        subtotal: order.subtotalClp,
        iva: order.ivaClp,
        billing: order.billing ?? null,
        items: items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            description: item.description,
            unit_price: item.unitPriceClp,
            quantity: item.quantity,
          })),
        payments: payments
          .filter((payment) => payment.orderId === order.id)
          .map((payment) => ({
            provider: payment.provider,
            status: payment.status,
            amount: payment.amountClp,
            created_at: payment.createdAt.toISOString(),
          })),
      }));
    },

    /** The receipt PDF of a paid order; members get their own, admins any (`userId` null). */
    async receipt(orderId: number, userId: number | null): Promise<Buffer> {
      const order =
        userId === null
          ? await app.ordersRepository.findById(orderId)
          : await app.ordersRepository.findOwned(orderId, userId);
      if (!order || (order.status !== 'paid' && order.status !== 'refunded'))
        throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      const [items, payments] = await Promise.all([
        app.ordersRepository.items(order.id),
        app.ordersRepository.paymentsOf([order.id]),
      ]);
      return receiptPdf({ order, items, payment: settlingPayment(payments, order.id) ?? null });
    },

    /** An admin refunds a paid order at the provider; a refunded plan ends now. The reason is kept. */
    async refund(actor: AuditActor, orderId: number, reason: string) {
      const actorId = actor.id;
      const order = await app.ordersRepository.findById(orderId);
      const payment = order
        ? (await app.ordersRepository.paymentsOf([order.id])).find((row) => row.status === 'approved')
        : undefined;
      if (!order || order.status !== 'paid' || !payment)
        throw AppError.conflict(MEMBERSHIP_CHANGE_MESSAGES.notRefundable);
      await providerOf(order.provider).refund(payment.providerPaymentId);
      const endedPlanOf = await app.ordersRepository.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const memberships = membershipsRepository(tx, app.sessions);
        const locked = await orders.findById(orderId, { lock: true });
        if (locked?.status !== 'paid') return null;
        await orders.markPaymentRefunded(payment.id, new Date());
        await orders.update(orderId, { status: 'refunded' });
        await revokeOrderGrants(tx, orderId, new Date());
        await app.auditLog.append(
          actor,
          {
            action: 'payment.refund',
            entity: 'order',
            entityId: orderId,
            subjectUserId: order.userId,
            after: { status: 'refunded', reason },
          },
          tx,
        );
        await memberships.recordEvent({
          userId: order.userId,
          orderId,
          kind: 'refunded',
          actorId,
          reason,
          planCode: order.planCode,
        });
        const membership = order.membershipId ? await memberships.findById(order.membershipId) : null;
        if (membership?.status !== 'active') return null;
        await endMembership(memberships, membership, {
          status: 'revoked',
          kind: 'refunded',
          endedAt: new Date(),
          actorId,
          reason,
          orderId,
        });
        return membership;
      });
      if (endedPlanOf?.subscriptionId)
        await providerOf(endedPlanOf.provider)
          .cancelSubscription(endedPlanOf.subscriptionId)
          .catch(() => undefined);
    },
  };
  return service;

  async function openCheckout(order: OrderRow): Promise<CheckoutResult> {
    // A declined cart order may be paid again: its old checkout is forgotten first.
    const reopened =
      order.status === 'rejected' && order.userId !== null
        ? await app.ordersRepository.reopenRejected({ ...order, userId: order.userId })
        : order;
    const items = await app.ordersRepository.items(order.id);
    return openCheckoutOnce(app, reopened, () =>
      providerOf(order.provider).createCheckout({
        orderId: order.id,
        items: items.map((item) => ({
          title: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPriceClp,
        })),
        payerEmail: order.billing?.email ?? '',
        successUrl: `${publicUrl}/payment-success?order_id=${order.id}`,
        failureUrl: `${publicUrl}/payment-failure?order_id=${order.id}`,
        notificationUrl: `${publicUrl}/api/webhooks/mercadopago`,
        returnUrl: webpayReturnUrl(publicUrl),
      }),
    );
  }

  /**
   * "Reintentar" on a Webpay order: its transaction is asked first (a payment made in another tab settles
   * instead of being paid twice), then a fresh one replaces it, since Webpay's tokens expire within minutes.
   */
  async function reopenWebpay(order: OrderRow): Promise<CheckoutResult> {
    if (isWebpayToken(order.providerReference)) {
      await service.settleWebpayReturn(order.providerReference);
      const now = await app.ordersRepository.findById(order.id);
      if (now?.status !== 'pending') throw AppError.conflict(CHECKOUT_MESSAGES.orderClosed);
      await app.ordersRepository.forgetCheckout(order.id, order.providerReference);
    }
    const fresh = await app.ordersRepository.findById(order.id);
    if (!fresh) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
    return openCheckout(fresh);
  }
}

/** Our order a provider's payment names (the external reference we gave it), or null for none of ours. */
function orderIdOf(payment: ProviderPayment): number | null {
  const id = Number(payment.externalReference);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Where Webpay sends the buyer back with her token (ADR 0045). */
export const webpayReturnUrl = (publicUrl: string) => `${publicUrl}/api/payments/webpay/return`;

/** A Webpay transaction token, as opposed to the claim a checkout being opened holds (checkout-claim). */
export const isWebpayToken = (reference: string | null): reference is string =>
  reference !== null && /^[A-Za-z0-9]{16,64}$/.test(reference);

/**
 * A checkout replaced by a newer one (issue 17): a plan's subscription is cancelled at the provider so it
 * never charges; a one-off checkout cannot be withdrawn there, and a payment it still takes is refunded
 * when it arrives (handleNotification).
 */
export async function closeSupersededCheckout(app: FastifyInstance, superseded: OrderRow | null) {
  if (superseded?.kind !== 'membership') return;
  const subscriptionId = superseded.providerReference;
  // A reference that is still a claim is a checkout being opened: a payment it takes is refunded.
  if (!subscriptionId || subscriptionId.startsWith('claim:')) return;
  await app.paymentProvider
    .cancelSubscription(subscriptionId)
    .catch((error: unknown) =>
      app.log.warn({ err: error, orderId: superseded.id }, 'could not cancel a replaced subscription'),
    );
}

export type CheckoutService = ReturnType<typeof checkoutService>;

declare module 'fastify' {
  interface FastifyInstance {
    checkoutService: CheckoutService;
  }
}

export default domainPlugin('checkoutService', (app) => checkoutService(app, app.config.PUBLIC_URL), [
  'orders-repository',
  'memberships-repository',
  'cart-repository',
  'payments',
  'commerce-notices',
  'rate-limiter',
]);
