import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMetricsSchema } from '@vitalia/shared/admin-analytics';

/** GET /api/admin/metrics: use right now — sessions, sign-ins, notifications read, feedback pending (ADR 0022). */
const adminMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['administración'], response: { 200: AdminMetricsSchema } } }, async () => {
    const row = await app.analyticsRepository.operations(new Date());
    return {
      success: true,
      sessions_active: row?.sessions ?? 0,
      sign_ins_24_hours: row?.signIns ?? 0,
      notifications_30_days: { sent: row?.sent ?? 0, read: row?.read ?? 0 },
      feedback_pending: row?.pending ?? 0,
    };
  });
};

export default adminMetricsRoutes;
