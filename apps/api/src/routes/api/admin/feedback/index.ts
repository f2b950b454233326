import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  ADMIN_FEEDBACK_PAGE_SIZE,
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  FEEDBACK_CATEGORY_LABELS,
  FeedbackHandledSchema,
} from '@vitalia/shared/admin';
import { FEEDBACK_ADMIN_MESSAGES } from '@vitalia/shared/messages/admin';
import { chileMidnight } from '../../../../lib/santiago-days';
import { actorOf } from '../../../../lib/audit-actor';
import type { FeedbackRow } from '../../../../plugins/app/feedback/feedback-repository';
import { csvResponse } from '../csv';
import { pageWindow } from '../../../../lib/pagination';

const tags = ['administración'];
const CSV_MAX_ROWS = 10_000;

function filterOf(query: z.output<typeof AdminFeedbackQuerySchema>) {
  const nextMonth = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  };
  return {
    rating: query.rating,
    category: query.category,
    handled: query.handled,
    from: query.month ? chileMidnight(`${query.month}-01`) : undefined,
    to: query.month ? chileMidnight(`${nextMonth(query.month)}-01`) : undefined,
  };
}

const present = (row: FeedbackRow) => ({
  id: row.id,
  message: row.message,
  rating: row.rating,
  category: row.category,
  name: row.name,
  email: row.email,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});

/** /api/admin/feedback: ratings with filters and their distribution, CSV, and "atendida". */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, querystring: AdminFeedbackQuerySchema, response: { 200: AdminFeedbackListSchema } } },
    async (request) => {
      const { rows, total, distribution } = await app.feedbackRepository.listForAdmin(
        filterOf(request.query),
        ADMIN_FEEDBACK_PAGE_SIZE,
        pageWindow(request.query.page, ADMIN_FEEDBACK_PAGE_SIZE).offset,
      );
      const counts = [1, 2, 3, 4, 5].map((rating) => ({
        rating,
        count: distribution.find((row) => row.rating === rating)?.n ?? 0,
      }));
      const rated = counts.reduce((sum, row) => sum + row.count, 0);
      const sum = counts.reduce((acc, row) => acc + row.rating * row.count, 0);
      return {
        feedback: rows.map(present),
        total,
        page: request.query.page,
        per_page: ADMIN_FEEDBACK_PAGE_SIZE,
        average: rated ? Math.round((sum / rated) * 10) / 10 : null,
        distribution: counts,
      };
    },
  );

  app.get(
    '/export.csv',
    { schema: { tags, querystring: AdminFeedbackQuerySchema } },
    async (request, reply) => {
      const { rows } = await app.feedbackRepository.listForAdmin(filterOf(request.query), CSV_MAX_ROWS, 0);
      return csvResponse(
        reply,
        'valoraciones-vitalia.csv',
        ['N°', 'Fecha', 'Nota', 'Categoría', 'Comentario', 'Nombre', 'Email', 'Atendida'],
        rows.map((row) => [
          row.id,
          row.createdAt.toISOString(),
          row.rating,
          FEEDBACK_CATEGORY_LABELS[row.category],
          row.message,
          row.name,
          row.email,
          row.handledAt ? 'Sí' : 'No',
        ]),
      );
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
