import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlansResponseSchema } from '@vitalia/shared/commerce';
import { CURRENCY } from '@vitalia/shared/constants/commerce';
import { planBenefits } from '@vitalia/shared/plan-benefits';

/** GET /api/plans: the three plans with their monthly and yearly prices (whole CLP, IVA included). */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['membresías'], response: { 200: PlansResponseSchema } } }, async () => ({
    success: true,
    plans: (await app.membershipsRepository.listPlans()).map((plan) => ({
      code: plan.code,
      name: plan.name,
      description: plan.description,
      // The one benefit table (issue 42 §11), with where each benefit lives.
      features: planBenefits(plan.code, plan.consultationsPerMonth).map((benefit) => benefit.label),
      benefits: planBenefits(plan.code, plan.consultationsPerMonth),
      monthly_price: plan.priceClp,
      yearly_price: plan.yearlyPriceClp,
      currency: CURRENCY,
    })),
  }));
};

export default plansRoutes;
