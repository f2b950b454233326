import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AssignCheckInSchema,
  AssignmentResponseSchema,
  CheckInFormInputSchema,
  CheckInFormResponseSchema,
  CheckInFormsResponseSchema,
  CheckInResponseSchema,
  ClientCheckInsResponseSchema,
  CommentSchema,
} from '@vitalia/shared/check-ins';
import { MessageResponseSchema } from '@vitalia/shared/api';
import { MemberParamsSchema } from '@vitalia/shared/practice';

const tags = ['check-ins'];

/**
 * The professional's side of check-ins (issue 46): her forms, giving one to a client in her care, the
 * client's answers for the chart, and her comment. Only for members in her care (404 otherwise).
 */
const trainerCheckInsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.checkIns;

  app.get(
    '/check-in-forms',
    { schema: { tags, response: { 200: CheckInFormsResponseSchema } } },
    async (request) => service.forms(request.user),
  );

  app.post(
    '/check-in-forms',
    { schema: { tags, body: CheckInFormInputSchema, response: { 201: CheckInFormResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ success: true, form: await service.createForm(request.user, request.body) }),
  );

  app.get(
    '/clients/:memberId/check-ins',
    { schema: { tags, params: MemberParamsSchema, response: { 200: ClientCheckInsResponseSchema } } },
    async (request) => service.forClient(request.user, request.params.memberId),
  );

  app.post(
    '/clients/:memberId/check-ins',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: AssignCheckInSchema,
        response: { 201: AssignmentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        assignment: await service.assign(request.user, request.params.memberId, request.body),
      }),
  );

  app.delete(
    '/check-in-assignments/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.stop(request.user, request.params.id);
      return { success: true, message: 'Dejaremos de enviarle este check-in.' };
    },
  );

  app.post(
    '/check-ins/:id/comment',
    {
      schema: { tags, params: IdParamsSchema, body: CommentSchema, response: { 200: CheckInResponseSchema } },
    },
    async (request) => ({
      success: true,
      check_in: await service.comment(request.user, request.params.id, request.body.comment),
    }),
  );
};

export default trainerCheckInsRoutes;
