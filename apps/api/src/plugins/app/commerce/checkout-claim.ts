import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { ProviderUnavailableError } from '../payments/payment-provider';
import type { OrderRow } from './orders-repository';

const WAIT_STEP_MS = 100;
/** The provider call's own timeout plus a margin: a claim older than this was lost with its process. */
const WAIT_MAX_MS = 11_000;

/**
 * Opens the provider checkout of an order once. The request that claims the order calls the provider; a
 * concurrent one with the same idempotency key waits for that checkout and returns it. If the provider
 * fails, the claim is released so the member can retry.
 */
export async function openCheckoutOnce(
  app: FastifyInstance,
  order: OrderRow,
  create: () => Promise<{ reference: string; initPoint: string }>,
): Promise<string> {
  if (order.initPoint) return order.initPoint;
  const claim = `claim:${crypto.randomUUID()}`;
  if (await app.ordersRepository.claimCheckout(order.id, claim)) {
    try {
      const checkout = await create();
      await app.ordersRepository.update(order.id, {
        status: 'pending',
        providerReference: checkout.reference,
        initPoint: checkout.initPoint,
      });
      return checkout.initPoint;
    } catch (error) {
      await app.ordersRepository.releaseCheckout(order.id, claim);
      if (error instanceof ProviderUnavailableError)
        throw new AppError(503, CHECKOUT_MESSAGES.providerUnavailable, 'SERVICE_UNAVAILABLE');
      throw error;
    }
  }
  for (let waited = 0; waited < WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const current = await app.ordersRepository.findById(order.id);
    if (current?.initPoint) return current.initPoint;
    if (!current?.providerReference) break;
  }
  throw new AppError(503, CHECKOUT_MESSAGES.providerUnavailable, 'SERVICE_UNAVAILABLE');
}
