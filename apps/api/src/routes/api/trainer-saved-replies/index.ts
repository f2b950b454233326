import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  AwayReplyResponseSchema,
  AwayReplySchema,
  SavedRepliesResponseSchema,
  SavedReplyInputSchema,
  SavedReplyResponseSchema,
} from '@vitalia/shared/conversations';

const tags = ['mensajes'];

/** A professional's messaging tools (issue 46): /api/trainer/saved-replies and /api/trainer/away-reply. */
const savedRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.savedReplies;

  // Her reply outside her hours.
  app.get('/away-reply', { schema: { tags, response: { 200: AwayReplyResponseSchema } } }, async (request) =>
    app.awayReply.get(request.user),
  );
  app.put(
    '/away-reply',
    { schema: { tags, body: AwayReplySchema, response: { 200: AwayReplyResponseSchema } } },
    async (request) => app.awayReply.save(request.user, request.body),
  );

  app.get(
    '/saved-replies',
    { schema: { tags, response: { 200: SavedRepliesResponseSchema } } },
    async (request) => ({
      success: true,
      replies: await service.list(request.user),
    }),
  );

  app.post(
    '/saved-replies',
    { schema: { tags, body: SavedReplyInputSchema, response: { 201: SavedReplyResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ success: true, reply: await service.create(request.user, request.body) }),
  );

  app.put(
    '/saved-replies/:id',
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
    '/saved-replies/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.remove(request.user, request.params.id);
      return { success: true, message: 'Respuesta guardada eliminada.' };
    },
  );
};

export default savedRepliesRoutes;
