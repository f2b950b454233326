import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  FeedbackHandledSchema,
} from '@vitalia/shared/admin';
import { FEEDBACK_ADMIN_MESSAGES } from '@vitalia/shared/messages/admin';
import { actorOf } from '../../../../lib/audit-actor';
import { csvResponse } from '../../../../lib/csv';

const tags = ['administración'];

/** /api/admin/feedback: ratings with filters and their distribution, CSV, and "atendida". */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, querystring: AdminFeedbackQuerySchema, response: { 200: AdminFeedbackListSchema } } },
    async (request) => app.feedbackAdmin.list(request.query),
  );

  app.get(
    '/export.csv',
    { schema: { tags, querystring: AdminFeedbackQuerySchema } },
    async (request, reply) => {
      const { header, rows } = await app.feedbackAdmin.exportRows(request.query);
      return csvResponse(reply, 'valoraciones-vitalia.csv', header, rows);
    },
  );

  app.put(
    '/:id/handled',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: FeedbackHandledSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await app.feedbackService.setHandled(actorOf(request), request.params.id, request.body.handled);
      return {
        success: true,
        message: request.body.handled ? FEEDBACK_ADMIN_MESSAGES.handled : FEEDBACK_ADMIN_MESSAGES.reopened,
      };
    },
  );
};

export default adminFeedbackRoutes;
