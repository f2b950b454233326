import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlansResponseSchema } from '@vitalia/shared/commerce';
import { CURRENCY } from '@vitalia/shared/constants/commerce';

/** GET /api/plans: the three plans with their monthly and yearly prices (whole CLP, IVA included). */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['membresías'], response: { 200: PlansResponseSchema } } }, async () => ({
    success: true,
    plans: (await app.membershipsRepository.listPlans()).map((plan) => ({
      code: plan.code,
      name: plan.name,
      description: plan.description,
      features: plan.features,
      monthly_price: plan.priceClp,
      yearly_price: plan.yearlyPriceClp,
      currency: CURRENCY,
    })),
  }));
};

export default plansRoutes;
