import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { ProviderUnavailableError } from '../../../plugins/app/payments/payment-provider';

/**
 * POST /api/webhooks/mercadopago: no session and no CSRF token (the provider calls it); the x-signature
 * is the credential. Only the resource id is taken from the request: the handler asks the provider what
 * happened. 200 once handled (or a duplicate), so the provider stops retrying; 401 for a bad signature.
 */
const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mercadopago',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pagos'],
        body: z.unknown(),
        response: { 200: z.object({ received: z.boolean(), outcome: z.string() }) },
      },
    },
    async (request) => {
      const notification = app.paymentProvider.verifyNotification({
        headers: request.headers,
        query: request.query as Record<string, unknown>,
        body: request.body,
      });
      if (!notification) throw AppError.unauthorized('Firma del aviso de pago inválida');
      // The provider not answering our question is a 503: MercadoPago retries the notification later.
      const outcome = await app.checkoutService.handleNotification(notification).catch((error: unknown) => {
        if (error instanceof ProviderUnavailableError)
          throw new AppError(503, CHECKOUT_MESSAGES.providerUnavailable, 'SERVICE_UNAVAILABLE');
        throw error;
      });
      request.log.info({ topic: notification.topic, outcome }, 'payment notification');
      return { received: true, outcome };
    },
  );
};

export default webhooksRoutes;
