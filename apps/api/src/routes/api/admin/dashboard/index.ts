import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema } from '@vitalia/shared/admin-analytics';

/** GET /api/admin/dashboard: the overview screen's figures, each with its previous period (ADR 0022). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['administración'], response: { 200: AdminDashboardSchema } } }, async () =>
    app.analyticsService.dashboard(),
  );
};

export default adminDashboardRoutes;
