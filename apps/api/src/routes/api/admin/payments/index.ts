import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  ADMIN_PAGE_SIZE,
  AdminPaymentDetailSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  ReasonSchema,
} from '@vitalia/shared/commerce-admin';
import { CHECKOUT_MESSAGES, MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import type { z } from 'zod';
import { AppError } from '../../../../lib/app-error';
import { sendReceipt } from '../../payments/send-receipt';
import { presentAdminPayments } from '../../../../plugins/app/commerce/admin-commerce-presenter';
import { santiagoDays } from '../../../../lib/santiago-days';
import { actorOf } from '../../../../lib/audit-actor';
import { csvResponse } from '../../../../lib/csv';
import { pageWindow } from '../../../../lib/pagination';

const tags = ['administración'];
const CSV_MAX_ROWS = 10_000;

function filterOf(query: z.output<typeof AdminPaymentsQuerySchema>) {
  return {
    status: query.status,
    plan: query.plan,
    kind: query.kind,
    member: query.member || undefined,
    userId: query.user_id,
    ...santiagoDays(query.from, query.to),
  };
}

/** /api/admin/payments: every order and payment, with filters, totals, CSV, audit trail and refunds. */
const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { tags, querystring: AdminPaymentsQuerySchema, response: { 200: AdminPaymentsResponseSchema } },
    },
    async (request) => {
      const { rows, totals } = await app.ordersRepository.listForAdmin({
        ...filterOf(request.query),
        ...pageWindow(request.query.page, ADMIN_PAGE_SIZE),
      });
      return {
        success: true,
        payments: await presentAdminPayments(app, rows),
        totals,
        page: request.query.page,
        per_page: ADMIN_PAGE_SIZE,
      };
    },
  );

  app.get(
    '/export.csv',
    { schema: { tags, querystring: AdminPaymentsQuerySchema } },
    async (request, reply) => {
      const { rows } = await app.ordersRepository.listForAdmin({
        ...filterOf(request.query),
        limit: CSV_MAX_ROWS,
        offset: 0,
      });
      const payments = await presentAdminPayments(app, rows);
      return csvResponse(
        reply,
        'pagos-vitalia.csv',
        [
          'N° pedido',
          'Fecha',
          'Miembro',
          'Email',
          'RUT',
          'Tipo',
          'Plan',
          'Detalle',
          'Estado',
          'Neto',
          'IVA',
          'Total CLP',
          'Proveedor',
          'N° de pago',
        ],
        payments.map((payment) => [
          payment.order_id,
          payment.paid_at ?? payment.created_at,
          payment.member.name,
          payment.member.email,
          payment.rut,
          payment.kind,
          payment.plan_type,
          payment.description,
          payment.status,
          payment.subtotal,
          payment.iva,
          payment.total,
          payment.provider,
          payment.payment_id,
        ]),
      );
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: AdminPaymentDetailSchema } } },
    async (request) => {
      const { rows } = await app.ordersRepository.listForAdmin({
        orderId: request.params.id,
        limit: 1,
        offset: 0,
      });
      const [payment] = await presentAdminPayments(app, rows);
      if (!payment) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      const events = await app.ordersRepository.events(request.params.id);
      return {
        success: true,
        payment,
        events: events.map((event) => ({
          id: event.id,
          kind: event.kind,
          created_at: event.createdAt.toISOString(),
          reason: event.reason,
          detail: event.detail ?? null,
        })),
      };
    },
  );

  app.get('/:id/receipt', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const pdf = await app.paymentsHistory.receipt(request.params.id, null);
    return sendReceipt(reply, request.params.id, pdf);
  });

  app.post(
    '/:id/refund',
    {
      schema: { tags, params: IdParamsSchema, body: ReasonSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await app.paymentsHistory.refund(actorOf(request), request.params.id, request.body.reason);
      return { success: true, message: MEMBERSHIP_CHANGE_MESSAGES.refunded };
    },
  );
};

export default adminPaymentsRoutes;
