import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { PlanAllowancesResponseSchema, PlanAllowancesSchema } from '@vitalia/shared/scheduling';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/** /api/admin/plan-allowances: the 1:1 consultations each plan includes per month (ADR 0037), audited. */
const adminPlanAllowancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: PlanAllowancesResponseSchema } } }, async () => ({
    success: true,
    allowances: await app.schedulingRepository.planAllowances(),
  }));

  app.put(
    '/',
    { schema: { tags, body: PlanAllowancesSchema, response: { 200: PlanAllowancesResponseSchema } } },
    async (request) => {
      const allowances = await app.schedulingAdminService.setPlanAllowances(actorOf(request), request.body);
      return { success: true, message: M.allowancesSaved, allowances };
    },
  );
};

export default adminPlanAllowancesRoutes;
