import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { RecipeInputSchema, RecipeResponseSchema, RecipesResponseSchema } from '@vitalia/shared/foods';

const tags = ['recipes'];

/** /api/recipes (issue 47): recipes with their figures per serving and per 100 g, and their seals. */
const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: RecipesResponseSchema } } }, async (request) => ({
    success: true,
    recipes: await app.recipes.list(request.user),
  }));

  app.post(
    '/',
    {
      config: { access: { permission: ['create', 'recipe', 'own'] } },
      schema: { tags, body: RecipeInputSchema, response: { 201: RecipeResponseSchema } },
    },
    async (request, reply) => {
      const recipe = await app.recipes.create(request.user, request.body);
      return reply.code(201).send({ success: true, recipe });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: RecipeResponseSchema } } },
    async (request) => ({ success: true, recipe: await app.recipes.get(request.user, request.params.id) }),
  );
};

export default recipesRoutes;
