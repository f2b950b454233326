import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlansResponseSchema } from '@vitalia/shared/commerce';
import { presentPlan } from '../../../plugins/app/commerce/plans-presenter';

/** GET /api/plans: the three plans with their monthly and yearly prices (whole CLP, IVA included). */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['membresías'], response: { 200: PlansResponseSchema } } }, async () => ({
    success: true,
    plans: (await app.membershipsRepository.listPlans()).map(presentPlan),
  }));
};

export default plansRoutes;
