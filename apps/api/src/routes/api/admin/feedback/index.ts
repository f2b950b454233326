import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminFeedbackListSchema } from '@vitalia/shared/admin';

/** GET /api/admin/feedback: the latest ratings. */
const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['administración'], response: { 200: AdminFeedbackListSchema } } },
    async () => ({
      feedback: (await app.feedbackRepository.listRecent()).map((row) => ({
        id: row.id,
        message: row.message,
        rating: row.rating,
        category: row.category,
        name: row.name,
        email: row.email,
        created_at: row.createdAt.toISOString(),
      })),
    }),
  );
};

export default adminFeedbackRoutes;
