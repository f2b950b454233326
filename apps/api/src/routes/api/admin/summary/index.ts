import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSummarySchema } from '@vitalia/shared/admin';

/** GET /api/admin/summary: the overview's figures (admins, by folder). */
const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['administración'], response: { 200: AdminSummarySchema } } }, async () => {
    const counts = await app.usersRepository.summaryCounts();
    return {
      users: {
        total: counts.total,
        admins: counts.admins,
        trainers: counts.trainers,
        members: counts.members,
        new_last_7_days: counts.newLast7Days,
      },
      plans: counts.plans,
    };
  });
};

export default adminSummaryRoutes;
