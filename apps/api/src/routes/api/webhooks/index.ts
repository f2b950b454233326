import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';

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
      // MercadoPago not answering our question becomes a 503 (ProviderUnavailableError): it retries later.
      const outcome = await app.paymentSettlement.handleNotification(notification);
      request.log.info({ topic: notification.topic, outcome }, 'payment notification');
      return { received: true, outcome };
    },
  );
};

export default webhooksRoutes;
