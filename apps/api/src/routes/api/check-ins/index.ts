import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { AnswersInputSchema, CheckInResponseSchema, CheckInsResponseSchema } from '@vitalia/shared/check-ins';

const tags = ['check-ins'];

/** /api/check-ins (issue 46): the member's own check-ins, to answer from her phone. */
const checkInsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.checkIns;

  app.get('/due', { schema: { tags, response: { 200: CheckInsResponseSchema } } }, async (request) => ({
    success: true,
    check_ins: await service.due(request.user),
  }));

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CheckInResponseSchema } } },
    async (request) => ({ success: true, check_in: await service.get(request.user, request.params.id) }),
  );

  app.post(
    '/:id/answers',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AnswersInputSchema,
        response: { 200: CheckInResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      check_in: await service.answer(request.user, request.params.id, request.body.answers),
    }),
  );
};

export default checkInsRoutes;
