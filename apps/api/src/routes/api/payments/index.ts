import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  MemberPaymentsResponseSchema,
  PaymentStatusSchema,
  PaymentMethodsResponseSchema,
  PaymentsHealthSchema,
  TaxDocumentQuerySchema,
} from '@vitalia/shared/commerce';
import { sendStoredFile } from '../../../plugins/app/storage/send-file';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import sandboxCheckoutRoutes from './sandbox-checkout';
import { sendReceipt } from './send-receipt';
import webpayCheckoutRoutes from './webpay-checkout';

const tags = ['pagos'];

/** /api/payments: the caller's payments, their receipts, the provider's health and the sandbox page. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: PaymentStatusSchema } } },
    async (request) => app.cartCheckout.paymentStatus(request.user.id, request.params.id),
  );

  app.get(
    '/health',
    {
      config: { access: 'public', skipCsrfCookie: true },
      schema: { tags, response: { 200: PaymentsHealthSchema, 503: PaymentsHealthSchema } },
    },
    async (_request, reply) => {
      // Every offered gateway at once; the answer's status is the default one's (checkout falls back to it).
      const providers = await Promise.all(
        app.paymentProviders.offered().map(async ({ id }) => ({
          provider: id,
          status: (await app.paymentProviders.chosen(id).health())
            ? ('ok' as const)
            : ('unavailable' as const),
        })),
      );
      const ok = providers.find((entry) => entry.provider === app.paymentProvider.name)?.status === 'ok';
      return reply.status(ok ? 200 : 503).send({
        success: ok,
        provider: app.paymentProvider.name,
        status: ok ? 'ok' : 'unavailable',
        message: ok ? CHECKOUT_MESSAGES.providerOk : CHECKOUT_MESSAGES.providerUnavailable,
        providers,
      });
    },
  );

  app.get('/me', { schema: { tags, response: { 200: MemberPaymentsResponseSchema } } }, async (request) => ({
    success: true,
    payments: await app.paymentsHistory.memberPayments(request.user.id),
  }));

  app.get(
    '/receipts/:id',
    // A PDF, not JSON: no response schema to serialise with.
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const pdf = await app.paymentsHistory.receipt(request.params.id, request.user.id);
      return sendReceipt(reply, request.params.id, pdf);
    },
  );

  app.get(
    '/:id/document',
    // The SII's PDF of her boleta or factura (or of its credit note), never anyone else's.
    { schema: { tags, params: IdParamsSchema, querystring: TaxDocumentQuerySchema } },
    async (request, reply) => {
      const kind = request.query.tipo === 'nota-de-credito' ? 'credit_note' : 'sale';
      const { key, row } = await app.taxDocuments.pdfKeyOf(request.params.id, request.user.id, kind);
      return sendStoredFile(request, reply, app.storage, key, {
        cache: 'private',
        maxAgeSeconds: 0,
        disposition: 'attachment',
        filename: `${kind === 'sale' ? 'documento' : 'nota-de-credito'}-${row.folio}-vitalia.pdf`,
      });
    },
  );

  app.get(
    '/methods',
    {
      config: { access: 'public', skipCsrfCookie: true },
      schema: { tags, response: { 200: PaymentMethodsResponseSchema } },
    },
    async () => ({
      success: true,
      message: CHECKOUT_MESSAGES.methodsLoaded,
      methods: app.paymentProviders.offered(),
    }),
  );

  if (app.sandboxProvider) await app.register(sandboxCheckoutRoutes, { prefix: '/sandbox' });
  if (app.webpayProvider) await app.register(webpayCheckoutRoutes, { prefix: '/webpay' });
};

export default paymentsRoutes;
