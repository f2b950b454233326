import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanTrialsResponseSchema, PlanTrialsSchema } from '@vitalia/shared/commerce';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['administración'];

/** /api/admin/plan-trials: the free trial each paid plan offers, in days (ADR 0094), audited. */
const adminPlanTrialsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: PlanTrialsResponseSchema } } }, async () => ({
    success: true,
    trials: await app.membershipAdmin.trialDays(),
  }));

  app.put(
    '/',
    { schema: { tags, body: PlanTrialsSchema, response: { 200: PlanTrialsResponseSchema } } },
    async (request) => ({
      success: true,
      message: 'Pruebas gratis guardadas',
      trials: await app.membershipAdmin.setTrialDays(actorOf(request), request.body),
    }),
  );
};

export default adminPlanTrialsRoutes;
