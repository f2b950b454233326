import crypto from 'node:crypto';
import { z } from 'zod';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { ProviderUnavailableError } from './payment-provider';

const TIMEOUT_MS = 10_000;
/** Transbank's limit on `buy_order`; ours is the order id, a dash and a few random characters. */
const BUY_ORDER_MAX = 26;

export interface WebpayOptions {
  commerceCode: string;
  apiKey: string;
  environment: 'integration' | 'production';
  /** Transbank's host when it is not the environment's own (tests: a local fake of the documented API). */
  apiUrl?: string;
}

export interface WebpayProvider extends PaymentProvider {
  readonly name: 'webpay';
  /** Where the page that hands the buyer to Webpay posts her transaction's `token_ws`. */
  readonly formUrl: string;
  /**
   * What the buyer did on Webpay's form, made final: the transaction is committed, and a commit that
   * fails (already committed by another tab, or its answer lost) is answered from the transaction's
   * status instead, so the same token always yields the same payment. Null for a token Transbank
   * does not know.
   */
  confirm(token: string): Promise<ProviderPayment | null>;
}

/** The parts of Transbank's commit and status answers we act on (REST API v1.2). */
const TransactionSchema = z.object({
  status: z.string(),
  amount: z.number(),
  buy_order: z.string(),
  response_code: z.number().nullish(),
});
type Transaction = z.infer<typeof TransactionSchema>;

const CreatedSchema = z.object({ token: z.string().min(1), url: z.url() });

/** The order id we put in front of the buy order (`123-k3x9q`). */
export const orderIdOfBuyOrder = (buyOrder: string) => buyOrder.split('-')[0] ?? '';

function newBuyOrder(orderId: number) {
  const buyOrder = `${orderId}-${crypto.randomBytes(6).toString('base64url')}`;
  if (buyOrder.length > BUY_ORDER_MAX) throw new Error(`order id ${orderId} too long for a buy order`);
  return buyOrder;
}

/**
 * A transaction as the provider interface reports a payment. Only AUTHORIZED with response code 0 is
 * money taken; a reversal or annulment of the whole amount is a refund; INITIALIZED is a buyer still on
 * the form (or one who left it: Transbank never authorises it then).
 */
function paymentOf(token: string, transaction: Transaction): ProviderPayment {
  const approved =
    (transaction.status === 'AUTHORIZED' || transaction.status === 'CAPTURED') &&
    (transaction.response_code ?? 0) === 0;
  const status: ProviderPayment['status'] = approved
    ? 'approved'
    : transaction.status === 'INITIALIZED'
      ? 'pending'
      : transaction.status === 'REVERSED' || transaction.status === 'NULLIFIED'
        ? 'refunded'
        : transaction.status === 'PARTIALLY_NULLIFIED'
          ? 'approved'
          : 'rejected';
  return {
    id: token,
    status,
    amount: transaction.amount,
    currency: 'CLP',
    externalReference: orderIdOfBuyOrder(transaction.buy_order),
    subscriptionId: null,
  };
}

/**
 * Webpay Plus over Transbank's SDK (issue 21, ADR 0045): a one-off card payment. The buyer is handed to
 * Webpay with her transaction's token, comes back to our return address, and the transaction is
 * committed there; there are no webhooks and no subscriptions.
 */
export async function webpayProvider(options: WebpayOptions): Promise<WebpayProvider> {
  // Loaded only where Webpay is configured: the SDK and its HTTP client are ~70 modules of a restart.
  const sdk = await import('transbank-sdk');
  const host =
    options.apiUrl ??
    (options.environment === 'production' ? sdk.Environment.Production : sdk.Environment.Integration);
  const transactions = new sdk.WebpayPlus.Transaction(
    new sdk.Options(options.commerceCode, options.apiKey, host, TIMEOUT_MS),
  );

  async function ask<T>(what: string, call: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    let answer: unknown;
    try {
      answer = await call();
    } catch (error) {
      throw new ProviderUnavailableError(`Webpay ${what} failed`, { cause: error });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ProviderUnavailableError(`Webpay ${what}: unexpected answer`);
    return parsed.data;
  }

  const status = (token: string) =>
    ask('status', () => transactions.status(token), TransactionSchema).then((transaction) =>
      paymentOf(token, transaction),
    );

  const noSubscriptions = () => {
    // Memberships paid with Webpay carry no subscription id, so nothing routes these calls here.
    throw new Error('Webpay Plus has no subscriptions');
  };

  return {
    name: 'webpay',
    formUrl: `${host}/webpayserver/initTransaction`,

    async createCheckout(request) {
      const amount = request.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const created = await ask(
        'create',
        () =>
          transactions.create(newBuyOrder(request.orderId), `o${request.orderId}`, amount, request.returnUrl),
        CreatedSchema,
      );
      return { reference: created.token, initPoint: `/api/payments/webpay/pay/${request.orderId}` };
    },

    createSubscription: async () => noSubscriptions(),
    cancelSubscription: async () => noSubscriptions(),
    pauseSubscription: async () => noSubscriptions(),
    resumeSubscription: async () => noSubscriptions(),
    updateSubscriptionAmount: async () => noSubscriptions(),
    getSubscription: async () => null,

    async getPayment(notification) {
      return notification.topic === 'payment' ? status(notification.id) : null;
    },

    async confirm(token) {
      try {
        return paymentOf(token, TransactionSchema.parse(await transactions.commit(token)));
      } catch {
        // Committed already (a second tab, a replayed return) or the answer was lost: the status is the
        // truth either way, and a Transbank that does not answer it either is a 503.
        return status(token);
      }
    },

    async refund(paymentId) {
      const payment = await status(paymentId);
      if (payment.status === 'refunded') return;
      await ask(
        'refund',
        () => transactions.refund(paymentId, payment.amount),
        z.object({ type: z.string() }),
      );
    },

    // Transbank calls nothing of ours: the buyer's browser brings the token back to the return address.
    verifyNotification: () => null,

    async health() {
      try {
        // Any answer (a 422 for an unknown token included) means Transbank is reachable.
        await transactions.status('0'.repeat(64));
        return true;
      } catch (error) {
        return /status code 4\d\d/.test(String(error));
      }
    },
  };
}
