import crypto from 'node:crypto';
import type {
  PaymentProvider,
  ProviderNotification,
  ProviderPayment,
  ProviderSubscription,
  WebhookInput,
} from './payment-provider';
import { ProviderUnavailableError } from './payment-provider';

const TIMEOUT_MS = 10_000;
/** A signature older than this is a replay of a captured request, not MercadoPago retrying. */
const MAX_SIGNATURE_AGE_MS = 24 * 60 * 60 * 1000;

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com; tests point it at a local fake of the documented endpoints. */
  apiUrl: string;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function mapPaymentStatus(status: string): ProviderPayment['status'] {
  if (status === 'approved') return 'approved';
  if (status === 'refunded' || status === 'charged_back') return 'refunded';
  if (status === 'rejected' || status === 'cancelled') return 'rejected';
  return 'pending';
}

/** MercadoPago over its documented REST API (ADR 0019 says why not the SDK). */
export function mercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  async function call(method: string, path: string, body?: Json): Promise<Json | null> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          // MercadoPago's own retry-safety for creations: the same key never creates twice.
          ...(method === 'POST' ? { 'x-idempotency-key': crypto.randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`MercadoPago ${method} ${path} failed`, { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ProviderUnavailableError(`MercadoPago ${method} ${path}: ${response.status}`);
    return (await response.json()) as Json;
  }

  return {
    name: 'mercadopago',

    async createCheckout(request) {
      const created = await call('POST', '/checkout/preferences', {
        items: request.items.map((item) => ({
          title: item.title,
          quantity: item.quantity,
          unit_price: item.unitPrice,
          currency_id: 'CLP',
        })),
        external_reference: String(request.orderId),
        payer: { email: request.payerEmail },
        back_urls: { success: request.successUrl, failure: request.failureUrl, pending: request.successUrl },
        auto_return: 'approved',
        notification_url: request.notificationUrl,
      });
      if (!created) throw new ProviderUnavailableError('MercadoPago preference not created');
      return { reference: text(created.id), initPoint: text(created.init_point) };
    },

    async createSubscription(request) {
      const created = await call('POST', '/preapproval', {
        reason: request.reason,
        external_reference: String(request.orderId),
        payer_email: request.payerEmail,
        back_url: request.backUrl,
        notification_url: request.notificationUrl,
        status: 'pending',
        auto_recurring: {
          frequency: request.interval === 'year' ? 12 : 1,
          frequency_type: 'months',
          transaction_amount: request.amount,
          currency_id: 'CLP',
          // A free trial: the card is authorised now and first charged when the trial ends (ADR 0094).
          ...(request.freeTrialDays
            ? { free_trial: { frequency: request.freeTrialDays, frequency_type: 'days' } }
            : {}),
        },
      });
      if (!created) throw new ProviderUnavailableError('MercadoPago preapproval not created');
      return { reference: text(created.id), initPoint: text(created.init_point) };
    },

    async cancelSubscription(subscriptionId) {
      await call('PUT', `/preapproval/${encodeURIComponent(subscriptionId)}`, { status: 'cancelled' });
    },

    async pauseSubscription(subscriptionId) {
      await call('PUT', `/preapproval/${encodeURIComponent(subscriptionId)}`, { status: 'paused' });
    },

    async resumeSubscription(subscriptionId) {
      await call('PUT', `/preapproval/${encodeURIComponent(subscriptionId)}`, { status: 'authorized' });
    },

    async updateSubscriptionAmount(subscriptionId, amount) {
      await call('PUT', `/preapproval/${encodeURIComponent(subscriptionId)}`, {
        auto_recurring: { transaction_amount: amount, currency_id: 'CLP' },
      });
    },

    async getPayment(notification): Promise<ProviderPayment | null> {
      const id = encodeURIComponent(notification.id);
      if (notification.topic === 'payment') {
        const payment = await call('GET', `/v1/payments/${id}`);
        if (!payment) return null;
        return {
          id: text(payment.id),
          status: mapPaymentStatus(text(payment.status)),
          amount: Number(payment.transaction_amount),
          currency: text(payment.currency_id),
          externalReference: text(payment.external_reference),
          subscriptionId: null,
        };
      }
      if (notification.topic === 'subscription_payment') {
        // An authorised payment is one charge of a preapproval; its underlying payment id is what a
        // `payment` notification for the same charge would carry, so both land on one payments row.
        const charge = await call('GET', `/authorized_payments/${id}`);
        if (!charge) return null;
        const payment = (charge.payment ?? {}) as Json;
        const chargeStatus = text(charge.status);
        const status: ProviderPayment['status'] =
          chargeStatus === 'cancelled'
            ? 'rejected'
            : chargeStatus === 'processed'
              ? mapPaymentStatus(text(payment.status))
              : 'pending';
        return {
          id: text(payment.id) || `authorized-${text(charge.id)}`,
          status,
          amount: Number(charge.transaction_amount),
          currency: text(charge.currency_id),
          externalReference: text(charge.external_reference),
          subscriptionId: text(charge.preapproval_id) || null,
        };
      }
      return null;
    },

    async getSubscription(subscriptionId): Promise<ProviderSubscription | null> {
      const found = await call('GET', `/preapproval/${encodeURIComponent(subscriptionId)}`);
      if (!found) return null;
      const status = text(found.status);
      return {
        id: text(found.id),
        status: status === 'authorized' || status === 'paused' || status === 'cancelled' ? status : 'pending',
        externalReference: text(found.external_reference),
      };
    },

    async refund(paymentId) {
      await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, {});
    },

    verifyNotification(input: WebhookInput): ProviderNotification | null {
      const signature = [input.headers['x-signature']].flat()[0] ?? '';
      const requestId = [input.headers['x-request-id']].flat()[0] ?? '';
      const parts = Object.fromEntries(
        signature.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
      );
      const ts = parts.ts ?? '';
      const v1 = parts.v1 ?? '';
      const body = (input.body ?? {}) as Json;
      const rawId = text(input.query['data.id']) || text((body.data as Json | undefined)?.id);
      if (!ts || !/^[0-9a-f]{64}$/i.test(v1) || !rawId || !/^\d+$/.test(ts)) return null;
      // MercadoPago signs the lower-cased id when it is alphanumeric (its documented manifest).
      const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
      const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
      const expected = crypto.createHmac('sha256', options.webhookSecret).update(manifest).digest();
      const given = Buffer.from(v1, 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      const tsMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
      if (Math.abs(Date.now() - tsMs) > MAX_SIGNATURE_AGE_MS) return null;

      const type = text(input.query.type) || text(body.type) || text(input.query.topic);
      if (type === 'payment') return { topic: 'payment', id: rawId };
      if (type === 'subscription_preapproval') return { topic: 'subscription', id: rawId };
      if (type === 'subscription_authorized_payment') return { topic: 'subscription_payment', id: rawId };
      return null;
    },

    async health() {
      try {
        return (await call('GET', '/v1/payment_methods')) !== null;
      } catch {
        return false;
      }
    },
  };
}

/** What MercadoPago would send: used by the tests' fake and by nothing in production. */
export function signMercadoPagoNotification(secret: string, dataId: string, requestId: string, ts: number) {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${crypto.createHmac('sha256', secret).update(manifest).digest('hex')}`;
}
