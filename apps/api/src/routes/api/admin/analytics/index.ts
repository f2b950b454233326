import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, AnalyticsSchema } from '@vitalia/shared/admin-analytics';

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
};

export default adminAnalyticsRoutes;
