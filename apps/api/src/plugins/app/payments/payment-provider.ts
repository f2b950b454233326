import type { BillingInterval } from '@vitalia/shared/commerce';
import { ERROR_CODES } from '@vitalia/shared/api';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';

export type ProviderName = 'sandbox' | 'mercadopago' | 'webpay';

/** A charge as the provider reports it when asked; never what a notification body claims. */
export interface ProviderPayment {
  /** The provider's payment id, unique per provider (the same charge always has the same id). */
  id: string;
  status: 'approved' | 'rejected' | 'pending' | 'refunded';
  amount: number;
  currency: string;
  /** Our order id, as we gave it to the provider. */
  externalReference: string;
  /** The subscription that made this charge, for renewals; null for a one-time payment. */
  subscriptionId: string | null;
}

export interface ProviderSubscription {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  externalReference: string;
}

/** What a verified notification points at; the handler fetches it from the provider before acting. */
export type ProviderNotification =
  | { topic: 'payment'; id: string }
  | { topic: 'subscription'; id: string }
  | { topic: 'subscription_payment'; id: string };

export interface CheckoutRequest {
  orderId: number;
  items: Array<{ title: string; quantity: number; unitPrice: number }>;
  payerEmail: string;
  successUrl: string;
  failureUrl: string;
  notificationUrl: string;
  /** Where a gateway that reports by the buyer's return (Webpay) sends her back. */
  returnUrl: string;
}

export interface SubscriptionRequest {
  orderId: number;
  reason: string;
  amount: number;
  interval: BillingInterval;
  payerEmail: string;
  backUrl: string;
  notificationUrl: string;
  /** Days before the first charge (a free trial); the provider authorises the card now. */
  freeTrialDays?: number;
}

/** The raw parts of a webhook request a provider needs to check where it came from. */
export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One interface for every card gateway (ADR 0019): the order and webhook code above it is the same for
 * MercadoPago and the sandbox.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** A one-time checkout (Checkout Pro preference): where to send the buyer. */
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; initPoint: string }>;
  /** A renewing plan (preapproval): where the buyer authorises it. */
  createSubscription(request: SubscriptionRequest): Promise<{ reference: string; initPoint: string }>;
  /** Stops future charges; the period already paid stays. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Holds future charges without ending the authorisation, so a member who cancels at the period end can
   * change her mind until then (MercadoPago: a cancelled preapproval cannot be resumed, a paused one can).
   */
  pauseSubscription(subscriptionId: string): Promise<void>;
  /** Charges again as before a pause. */
  resumeSubscription(subscriptionId: string): Promise<void>;
  /** The amount future charges will take (a downgrade at the period end). */
  updateSubscriptionAmount(subscriptionId: string, amount: number): Promise<void>;
  getPayment(notification: ProviderNotification): Promise<ProviderPayment | null>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  refund(paymentId: string): Promise<void>;
  /** Null when the request is not a genuine notification (bad or missing signature). */
  verifyNotification(input: WebhookInput): ProviderNotification | null;
  health(): Promise<boolean>;
}

/**
 * The gateway did not answer (or answered with an error). An AppError of its own, so every caller gets
 * the same Spanish 503 from the one error handler; `detail` (which call failed) goes to the logs only.
 */
export class ProviderUnavailableError extends AppError {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(503, CHECKOUT_MESSAGES.providerUnavailable, ERROR_CODES.SERVICE_UNAVAILABLE);
    this.name = 'ProviderUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
