import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RevenueSchema } from '@vitalia/shared/commerce-admin';
import { addMonths } from '../../../../plugins/app/commerce/billing-periods';

/** GET /api/admin/revenue: the last twelve months of paid revenue, renewals and churn, for analytics. */
const adminRevenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['administración'], response: { 200: RevenueSchema } } }, async () => {
    const since = addMonths(new Date(), -12);
    const [{ byMonth, byPlan }, churn, active] = await Promise.all([
      app.ordersRepository.revenue(since),
      app.membershipsRepository.churnPerMonth(since),
      app.membershipsRepository.countActiveByPlan(),
    ]);
    const months = [
      ...new Set([...byMonth.map((row) => row.month), ...churn.map((row) => row.month)]),
    ].sort();
    return {
      success: true,
      by_month: months.map((month) => {
        const revenue = byMonth.find((row) => row.month === month);
        return {
          month,
          total: revenue?.total ?? 0,
          orders: revenue?.orders ?? 0,
          renewals: revenue?.renewals ?? 0,
          churned: churn.find((row) => row.month === month)?.ended ?? 0,
        };
      }),
      by_plan: byPlan,
      active_by_plan: {
        premium: active.find((row) => row.plan === 'premium')?.active ?? 0,
        prime: active.find((row) => row.plan === 'prime')?.active ?? 0,
      },
    };
  });
};

export default adminRevenueRoutes;
