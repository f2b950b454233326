import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, AnalyticsSchema, ContentStatsSchema } from '@vitalia/shared/admin-analytics';

/** GET /api/admin/analytics: the "Analíticas" screen's series (ADR 0022). */
const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['administración'],
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema },
      },
    },
    async (request) => app.analyticsService.analytics(request.query),
  );

  // The most used courses, videos and e-books (issue 19), all time.
  app.get(
    '/content',
    { schema: { tags: ['administración'], response: { 200: ContentStatsSchema } } },
    async () => app.contentStats.top(),
  );
};

export default adminAnalyticsRoutes;
