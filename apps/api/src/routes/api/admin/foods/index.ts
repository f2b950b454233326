import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { FoodImportResponseSchema } from '@vitalia/shared/foods';

const tags = ['admin', 'foods'];

/** /api/admin/foods (issue 47): imports of the foods table, and their progress and report. */
const adminFoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/imports',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 202: FoodImportResponseSchema } } },
    async (request, reply) =>
      reply.code(202).send({ success: true, import: await app.foodImports.create(request.user, request) }),
  );

  app.get(
    '/imports/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: FoodImportResponseSchema } } },
    async (request) => ({ success: true, import: await app.foodImports.get(request.params.id) }),
  );
};

export default adminFoodsRoutes;
