import type { FastifyInstance } from 'fastify';
import type { BillingInterval, CheckoutResult, MembershipPurchaseSchema } from '@vitalia/shared/commerce';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import type { PaidPlanType } from '@vitalia/shared/plans';
import type { z } from 'zod';
import type { PaymentProvider } from '../payments/payment-provider';
import { closeSupersededCheckout, webpayReturnUrl } from './cart-checkout-service';
import { openCheckoutOnce, orderOrConflict, purchaseFingerprint } from './checkout-claim';
import { couponLines } from './coupons-service';
import type { PlanRow } from './memberships-repository';
import type { OrderRow } from './orders-repository';

type Purchase = z.output<typeof MembershipPurchaseSchema>;

export const intervalLabel = (interval: BillingInterval) => (interval === 'year' ? 'anual' : 'mensual');

/**
 * Opens (or finds again) a plan's order in one transaction: her coupon's row locked and its uses counted
 * first (the last use goes to one order only, ADR 0084), then the order with the discount as a line of its
 * own, then the use recorded. A refused coupon throws and makes no order.
 */
export async function openPlanOrder(
  app: FastifyInstance,
  input: {
    userId: number;
    plan: PlanRow & { code: PaidPlanType };
    purchase: Purchase;
    provider: PaymentProvider;
    price: number;
    description: string;
    trialDays?: number;
    /** Her every-payment coupon, carried to a period she pays ahead (Webpay's renewal link). */
    carried?: { code: string; amount: number } | null;
  },
) {
  const { purchase, plan } = input;
  const code = purchase.coupon_code;
  const requestHash = purchaseFingerprint({
    kind: 'membership',
    plan: plan.code,
    interval: purchase.billing_interval,
    billing: purchase.billing,
    provider: input.provider.name,
    coupon: code ?? null,
    trial: input.trialDays ?? null,
  });
  const opening = await app.db.transaction(async (tx) => {
    const reserved = code
      ? await app.coupons.reserve(tx, {
          code,
          userId: input.userId,
          buying: { plan: plan.code, price: input.price },
        })
      : null;
    const carried = input.carried
      ? couponLines({ coupon: { code: input.carried.code }, discount: input.carried.amount })
      : [];
    const payable = input.price - (reserved?.discount ?? 0) - (input.carried?.amount ?? 0);
    const amounts = ivaBreakdown(payable);
    const opened = await app.ordersRepository.openOrder(
      {
        userId: input.userId,
        kind: 'membership',
        idempotencyKey: purchase.idempotency_key,
        requestHash,
        planCode: plan.code,
        interval: purchase.billing_interval,
        totalClp: payable,
        subtotalClp: amounts.subtotal,
        ivaClp: amounts.iva_amount,
        billing: purchase.billing,
        provider: input.provider.name,
        trialDays: input.trialDays ?? null,
      },
      [
        { description: input.description, unitPriceClp: input.price, quantity: 1 },
        ...couponLines(reserved),
        ...carried,
      ],
      tx,
    );
    await app.coupons.redeem(tx, reserved, opened, input.userId);
    return opened;
  });
  const { order, superseded } = orderOrConflict(opening);
  await closeSupersededCheckout(app, superseded);
  return { order, created: opening.outcome === 'created' };
}

/**
 * The provider's page for a plan's order: Webpay charges one period once (the next is paid from the renewal
 * e-mail's link); a card gateway opens a subscription of `recurringAmount` (the plan's full price after a
 * first-payment coupon is restored once the first charge settles), after `freeTrialDays` when it is a trial.
 */
export function sendPlanOrder(
  app: FastifyInstance,
  order: OrderRow,
  input: {
    provider: PaymentProvider;
    description: string;
    payerEmail: string;
    publicUrl: string;
    recurringAmount: number;
    freeTrialDays?: number;
  },
): Promise<CheckoutResult> {
  const { provider, publicUrl } = input;
  const successUrl = `${publicUrl}/payment-success?order_id=${order.id}`;
  const notificationUrl = `${publicUrl}/api/webhooks/mercadopago`;
  return openCheckoutOnce(app, order, () =>
    provider.name === 'webpay'
      ? provider.createCheckout({
          orderId: order.id,
          // A provider never sees a coupon's negative line: one line of what she pays.
          items: [{ title: input.description, quantity: 1, unitPrice: order.totalClp }],
          payerEmail: input.payerEmail,
          successUrl,
          failureUrl: `${publicUrl}/payment-failure?order_id=${order.id}`,
          notificationUrl,
          returnUrl: webpayReturnUrl(publicUrl),
        })
      : provider.createSubscription({
          orderId: order.id,
          reason: `Vitalia · ${input.description}`,
          amount: input.freeTrialDays ? input.recurringAmount : order.totalClp,
          interval: order.interval ?? 'month',
          payerEmail: input.payerEmail,
          backUrl: successUrl,
          notificationUrl,
          ...(input.freeTrialDays ? { freeTrialDays: input.freeTrialDays } : {}),
        }),
  );
}
