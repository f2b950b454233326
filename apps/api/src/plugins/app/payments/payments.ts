import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mercadoPagoProvider } from './mercadopago-provider';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider, type SandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card gateway: MercadoPago with credentials, the sandbox without. */
    paymentProvider: PaymentProvider;
    /** Set only when the sandbox is the provider (its hosted test page needs the extra calls). */
    sandboxProvider: SandboxProvider | null;
  }
}

export interface PaymentsOptions {
  mercadoPago?: { accessToken: string; webhookSecret: string; apiUrl: string };
}

export default fp(
  async (app: FastifyInstance, options: PaymentsOptions) => {
    const sandbox = options.mercadoPago ? null : sandboxProvider(app.db);
    const provider = options.mercadoPago ? mercadoPagoProvider(options.mercadoPago) : sandbox;
    if (!provider) throw new Error('no payment provider');
    app.decorate('paymentProvider', provider);
    app.decorate('sandboxProvider', sandbox);
  },
  { name: 'payments', dependencies: ['database'] },
);
