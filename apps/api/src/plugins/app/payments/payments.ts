import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentMethod } from '@vitalia/shared/commerce';
import { CHECKOUT_MESSAGES, PROVIDER_LABELS } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { mercadoPagoProvider } from './mercadopago-provider';
import type { PaymentProvider, ProviderName } from './payment-provider';
import { sandboxProvider, type SandboxProvider } from './sandbox-provider';
import { webpayProvider, type WebpayOptions, type WebpayProvider } from './webpay-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The default card gateway, and the only one that renews plans: MercadoPago with credentials, the
     * sandbox without.
     */
    paymentProvider: PaymentProvider;
    /** Set only when the sandbox is the provider (its hosted test page needs the extra calls). */
    sandboxProvider: SandboxProvider | null;
    /** Webpay Plus, when its commerce code and key are set (ADR 0045). */
    webpayProvider: WebpayProvider | null;
    paymentProviders: PaymentProviders;
  }
}

export interface PaymentsOptions {
  mercadoPago?: { accessToken: string; webhookSecret: string; apiUrl: string };
  webpay?: WebpayOptions;
}

export interface PaymentProviders {
  /** What a checkout offers, the default first. */
  offered(): Array<{ id: PaymentMethod; label: string; renews_automatically: boolean }>;
  /** The gateway a checkout asked for (the default when none), or a Spanish 400 when it is not offered. */
  chosen(method: PaymentMethod | undefined): PaymentProvider;
  /** The gateway an order or membership was paid through: later calls about it go there. */
  of(name: ProviderName | 'admin'): PaymentProvider;
}

export default fp(
  async (app: FastifyInstance, options: PaymentsOptions) => {
    const sandbox = options.mercadoPago ? null : sandboxProvider(app.db);
    const main = options.mercadoPago ? mercadoPagoProvider(options.mercadoPago) : sandbox;
    if (!main) throw new Error('no payment provider');
    const webpay = options.webpay ? await webpayProvider(options.webpay) : null;
    const all = webpay ? [main, webpay] : [main];

    const providers: PaymentProviders = {
      offered: () =>
        all.map((provider) => ({
          id: provider.name,
          label: PROVIDER_LABELS[provider.name] ?? provider.name,
          renews_automatically: provider.name !== 'webpay',
        })),
      chosen(method) {
        const provider = method === undefined ? main : all.find((candidate) => candidate.name === method);
        if (!provider) throw AppError.badRequest(CHECKOUT_MESSAGES.methodUnavailable);
        return provider;
      },
      of(name) {
        const provider = all.find((candidate) => candidate.name === name);
        // An order of a gateway no longer configured (its credentials removed) cannot be acted on now.
        if (!provider) throw AppError.conflict(CHECKOUT_MESSAGES.methodUnavailable);
        return provider;
      },
    };

    app.decorate('paymentProvider', main);
    app.decorate('sandboxProvider', sandbox);
    app.decorate('webpayProvider', webpay);
    app.decorate('paymentProviders', providers);
  },
  { name: 'payments', dependencies: ['database'] },
);
