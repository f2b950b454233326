import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  SavedRepliesResponseSchema,
  SavedReplyInputSchema,
  SavedReplyResponseSchema,
} from '@vitalia/shared/conversations';

const tags = ['mensajes'];

/** /api/trainer/saved-replies (issue 46): a professional's own saved replies. */
const savedRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.savedReplies;

  app.get('/', { schema: { tags, response: { 200: SavedRepliesResponseSchema } } }, async (request) => ({
    success: true,
    replies: await service.list(request.user),
  }));

  app.post(
    '/',
    { schema: { tags, body: SavedReplyInputSchema, response: { 201: SavedReplyResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ success: true, reply: await service.create(request.user, request.body) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SavedReplyInputSchema,
        response: { 200: SavedReplyResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      reply: await service.update(request.user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.remove(request.user, request.params.id);
      return { success: true, message: 'Respuesta guardada eliminada.' };
    },
  );
};

export default savedRepliesRoutes;
