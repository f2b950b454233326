import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CartCheckoutSchema, CheckoutResult, PaymentStatus } from '@vitalia/shared/commerce';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import { CHECKOUT_LIMIT } from '@vitalia/shared/constants/limits';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { UserRow } from '../users/user-presenter';
import { reviewCart } from './cart-review';
import { openCheckoutOnce, orderOrConflict, purchaseFingerprint } from './checkout-claim';
import { couponLines } from './coupons-service';
import { settlingPayment, type OrderRow } from './orders-repository';

const STATUS_MESSAGES: Record<OrderRow['status'], string> = {
  pending: CHECKOUT_MESSAGES.pending,
  paid: CHECKOUT_MESSAGES.paid,
  rejected: CHECKOUT_MESSAGES.rejected,
  cancelled: CHECKOUT_MESSAGES.cancelled,
  refunded: CHECKOUT_MESSAGES.refunded,
};

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

async function openCheckout(app: FastifyInstance, order: OrderRow): Promise<CheckoutResult> {
  const publicUrl = app.config.PUBLIC_URL;
  // A declined cart order may be paid again: its old checkout is forgotten first.
  const userId = order.userId;
  const reopened =
    order.status === 'rejected' && userId !== null
      ? await app.db.transaction(async (tx) => {
          await app.coupons.recheckForRetry(tx, { id: order.id, userId });
          return app.ordersRepository.reopenRejected({ ...order, userId }, tx);
        })
      : order;
  const items = await app.ordersRepository.items(order.id);
  return openCheckoutOnce(app, reopened, () =>
    app.paymentProviders.of(order.provider).createCheckout({
      orderId: order.id,
      // A coupon's line is negative, which no provider takes: the order is then one line of what she pays.
      items: items.some((item) => item.unitPriceClp < 0)
        ? [{ title: `Compra Vitalia N° ${order.id}`, quantity: 1, unitPrice: order.totalClp }]
        : items.map((item) => ({
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
async function reopenWebpay(app: FastifyInstance, order: OrderRow): Promise<CheckoutResult> {
  if (isWebpayToken(order.providerReference)) {
    await app.paymentSettlement.settleWebpayReturn(order.providerReference);
    const now = await app.ordersRepository.findById(order.id);
    if (now?.status !== 'pending') throw AppError.conflict(CHECKOUT_MESSAGES.orderClosed);
    await app.ordersRepository.forgetCheckout(order.id, order.providerReference);
  }
  const fresh = await app.ordersRepository.findById(order.id);
  if (!fresh) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
  return openCheckout(app, fresh);
}

/**
 * Paying (issue 17, ADR 0045): the cart becomes one order and its provider checkout, a pending order's
 * checkout is opened again, and she is told where her payment stands.
 */
export function cartCheckout(app: FastifyInstance) {
  return {
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
      const items = lines.map((line) => ({
        productId: line.product.id,
        description: line.product.name,
        unitPriceClp: line.product.priceClp,
        quantity: line.quantity,
      }));
      const code = input.coupon_code;
      const requestHash = purchaseFingerprint({
        kind: 'cart',
        items: items
          .map((item) => [item.productId, item.quantity, item.unitPriceClp])
          .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
        billing: input.billing,
        provider: chosen.name,
        coupon: code ?? null,
      });
      const { order, superseded } = orderOrConflict(
        await app.db.transaction(async (tx) => {
          // The coupon first, its row locked until the order commits: the last use goes to one order only.
          const reserved = code
            ? await app.coupons.reserve(tx, {
                code,
                userId: user.id,
                buying: {
                  lines: items.map((item) => ({
                    productId: item.productId,
                    unitPrice: item.unitPriceClp,
                    quantity: item.quantity,
                  })),
                },
              })
            : null;
          const payable = total - (reserved?.discount ?? 0);
          const amounts = ivaBreakdown(payable);
          const opened = await app.ordersRepository.openOrder(
            {
              userId: user.id,
              kind: 'cart',
              idempotencyKey: input.idempotency_key,
              requestHash,
              totalClp: payable,
              subtotalClp: amounts.subtotal,
              ivaClp: amounts.iva_amount,
              billing: input.billing,
              provider: chosen.name,
            },
            [...items, ...couponLines(reserved)],
            tx,
          );
          await app.coupons.redeem(tx, reserved, opened, user.id);
          return opened;
        }),
      );
      await closeSupersededCheckout(app, superseded);
      return openCheckout(app, order);
    },

    /** The provider checkout of a pending order of the caller (a retry after closing the payment tab). */
    async createPreference(userId: number, orderId: number): Promise<CheckoutResult> {
      const order = await app.ordersRepository.findOwned(orderId, userId);
      if (!order) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      // A plan's checkout is a subscription: only a pending one can be reopened; a declined one starts anew.
      const reopenable = order.status === 'pending' || (order.kind === 'cart' && order.status === 'rejected');
      if (!reopenable || (order.kind !== 'cart' && !order.initPoint))
        throw AppError.conflict(CHECKOUT_MESSAGES.orderClosed);
      if (order.provider === 'webpay' && order.status === 'pending') return reopenWebpay(app, order);
      return openCheckout(app, order);
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
        await app.paymentSettlement.settleWebpayReturn(order.providerReference);
        order = (await app.ordersRepository.findOwned(orderId, userId)) ?? order;
      }
      if (order.status === 'pending' && sandbox && order.provider === 'sandbox') {
        const delivered = await sandbox.redeliver(
          (notification) => app.paymentSettlement.handleNotification(notification),
          {
            orderId: order.id,
          },
        );
        if (delivered > 0) order = (await app.ordersRepository.findOwned(orderId, userId)) ?? order;
      }
      const payment = settlingPayment(await app.ordersRepository.paymentsOf([order.id]), order.id);
      const bought = order.kind === 'cart' ? await app.ordersRepository.boughtItems(order.id) : [];
      return {
        success: true,
        order_id: order.id,
        status: order.status,
        kind: order.kind,
        plan_type: order.planCode,
        billing_interval: order.interval,
        total: order.totalClp,
        currency: CURRENCY,
        payment_id: payment?.providerPaymentId ?? null,
        message: STATUS_MESSAGES[order.status],
        items: bought.map((line) => ({
          name: line.description,
          kind: line.kind,
          item_id: line.courseId ?? line.resourceId ?? null,
          quantity: line.quantity,
        })),
      };
    },
  };
}

export type CartCheckout = ReturnType<typeof cartCheckout>;

declare module 'fastify' {
  interface FastifyInstance {
    cartCheckout: CartCheckout;
  }
}

export default domainPlugin('cartCheckout', cartCheckout, [
  'coupons',
  'orders-repository',
  'cart-repository',
  'payments',
  'payment-settlement',
  'rate-limiter',
]);
