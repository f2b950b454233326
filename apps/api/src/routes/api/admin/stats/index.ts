import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatsSchema } from '@vitalia/shared/admin-analytics';

/** GET /api/admin/stats: every account by role, status and plan (the members table's headline, ADR 0022). */
const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['administración'], response: { 200: AdminStatsSchema } } }, async () => {
    const row = await app.analyticsRepository.accountCounts();
    return {
      success: true,
      population: 'Todas las cuentas (el plan, solo miembros)',
      total: row?.total ?? 0,
      by_role: { member: row?.member ?? 0, trainer: row?.trainer ?? 0, admin: row?.admin ?? 0 },
      by_status: { active: row?.active ?? 0, suspended: row?.suspended ?? 0 },
      by_plan: { free: row?.free ?? 0, premium: row?.premium ?? 0, prime: row?.prime ?? 0 },
    };
  });
};

export default adminStatsRoutes;
