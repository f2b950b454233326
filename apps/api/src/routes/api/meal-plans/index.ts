import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, IdSchema, SuccessSchema } from '@vitalia/shared/api';
import {
  CurrentMealPlanResponseSchema,
  MealPlanResponseSchema,
  ShoppingListResponseSchema,
  TickSchema,
} from '@vitalia/shared/meal-plans';
import { actorOf } from '../../../lib/audit-actor';
import { contentDisposition } from '../../../plugins/app/storage/content-disposition';

const tags = ['meal-plans'];
const TickParamsSchema = z.object({ id: IdSchema, foodId: IdSchema });

/**
 * /api/meal-plans (issue 47): her plan, read on her phone, and its shopping list with ticks that stay. A
 * professional in her care reads them too (audited); anyone else gets 404.
 */
const mealPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.mealPlans;

  app.get(
    '/current',
    { schema: { tags, response: { 200: CurrentMealPlanResponseSchema } } },
    async (request) => ({ success: true, ...(await service.current(request.user)) }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MealPlanResponseSchema } } },
    async (request) => ({
      success: true,
      plan: await service.get(request.user, actorOf(request), request.params.id),
    }),
  );

  // The week on one printable page (A4 landscape).
  app.get('/:id/pdf', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const { bytes, filename } = await service.pdf(request.user, actorOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes));
  });

  app.get(
    '/:id/shopping-list',
    { schema: { tags, params: IdParamsSchema, response: { 200: ShoppingListResponseSchema } } },
    async (request) => ({
      success: true,
      list: await service.shoppingList(request.user, actorOf(request), request.params.id),
    }),
  );

  app.put(
    '/:id/shopping-list/:foodId',
    { schema: { tags, params: TickParamsSchema, body: TickSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await service.tick(request.user, request.params.id, request.params.foodId, request.body.checked);
      return { success: true };
    },
  );
};

export default mealPlansRoutes;
