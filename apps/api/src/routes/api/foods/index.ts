import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { FoodResponseSchema, FoodsQuerySchema, FoodsResponseSchema } from '@vitalia/shared/foods';

const tags = ['foods'];

/** /api/foods (issue 47): the foods table, searched as she types a recipe, a plan or a meal. */
const foodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, querystring: FoodsQuerySchema, response: { 200: FoodsResponseSchema } } },
    async (request) => ({
      success: true,
      foods: await app.foods.search(request.user, request.query.q, request.query.limit),
    }),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: FoodResponseSchema } } },
    async (request) => ({ success: true, food: await app.foods.get(request.user, request.params.id) }),
  );
};

export default foodsRoutes;
