import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  AdminReadSchema,
  AdminThreadResponseSchema,
  MessageReportsResponseSchema,
} from '@vitalia/shared/conversations';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['admin'];

/**
 * /api/admin/message-reports (issue 46, ADR 0080): reported messages, and the one way an admin reads a
 * thread: `POST /conversations/{id}/read` with a written reason, audited and told to both participants.
 */
const adminMessageReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: MessageReportsResponseSchema } } }, async () => ({
    success: true,
    reports: await app.messageReports.list(),
  }));

  app.put(
    '/:id/resolve',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.messageReports.resolve(request.params.id);
      return { success: true, message: 'Reporte marcado como revisado.' };
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminReadSchema,
        response: { 200: AdminThreadResponseSchema },
      },
    },
    async (request) =>
      app.messageReports.adminRead(request.user, actorOf(request), request.params.id, request.body.reason),
  );
};

export default adminMessageReportsRoutes;
