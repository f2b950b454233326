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
      const before = await app.schedulingRepository.planAllowances();
      await app.db.transaction(async (tx) => {
        await app.schedulingRepository.setPlanAllowances(tx, request.body);
        await app.auditLog.append(
          actorOf(request),
          { action: 'plan.allowance', entity: 'plan', before, after: request.body },
          tx,
        );
      });
      return { success: true, message: M.allowancesSaved, allowances: request.body };
    },
  );
};

export default adminPlanAllowancesRoutes;
