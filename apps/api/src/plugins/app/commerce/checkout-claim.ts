import crypto from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import type { OpenedOrder } from './orders-repository';
import type { FastifyInstance } from 'fastify';
import type { CheckoutResult } from '@vitalia/shared/commerce';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { ProviderUnavailableError } from '../payments/payment-provider';
import type { OrderRow } from './orders-repository';

const WAIT_STEP_MS = 100;
/** The provider call's own timeout plus a margin: a claim older than this was lost with its process. */
const WAIT_MAX_MS = 11_000;

/**
 * A fingerprint of what a purchase asks for (items or plan, billing data): one idempotency key belongs to
 * one exact request, and a second checkout for the same thing reopens the first (issue 17). Keys are sorted
 * so that the same request always hashes alike.
 */
export function purchaseFingerprint(request: unknown): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** The order openOrder settled on, or the Spanish 409 of a key reused for another purchase. */
export function orderOrConflict(opened: OpenedOrder) {
  if (opened.outcome === 'key_conflict') throw AppError.conflict(CHECKOUT_MESSAGES.idempotencyConflict);
  return { order: opened.order, superseded: opened.outcome === 'created' ? opened.superseded : null };
}

/**
 * Opens the provider checkout of an order once and answers with it. The request that claims the order
 * calls the provider; a concurrent one with the same idempotency key waits for that checkout and returns
 * it. If the provider fails, the claim is released so the member can retry (and gets the provider's 503).
 */
export async function openCheckoutOnce(
  app: FastifyInstance,
  order: OrderRow,
  create: () => Promise<{ reference: string; initPoint: string }>,
): Promise<CheckoutResult> {
  const opened = (initPoint: string): CheckoutResult => ({
    success: true,
    message: CHECKOUT_MESSAGES.checkoutCreated,
    order_id: order.id,
    init_point: initPoint,
    effective: 'after_payment',
  });
  if (order.initPoint) return opened(order.initPoint);
  const claim = `claim:${crypto.randomUUID()}`;
  if (await app.ordersRepository.claimCheckout(order.id, claim)) {
    try {
      const checkout = await create();
      // The status stays as it is: a checkout replaced meanwhile (issue 17) must stay cancelled.
      await app.ordersRepository.update(order.id, {
        providerReference: checkout.reference,
        initPoint: checkout.initPoint,
      });
      return opened(checkout.initPoint);
    } catch (error) {
      await app.ordersRepository.releaseCheckout(order.id, claim);
      throw error;
    }
  }
  for (let waited = 0; waited < WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const current = await app.ordersRepository.findById(order.id);
    if (current?.initPoint) return opened(current.initPoint);
    if (!current?.providerReference) break;
  }
  throw new ProviderUnavailableError(
    `checkout of order ${order.id} was not opened by the request that claimed it`,
  );
}
