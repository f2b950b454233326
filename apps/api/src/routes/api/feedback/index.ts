import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@vitalia/shared/api';
import { FeedbackSchema } from '@vitalia/shared/member';
import { FEEDBACK_MESSAGES } from '@vitalia/shared/messages/member';

/** POST /api/feedback (the SPEC's /users/feedback is its alias): the monthly rating. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags: ['valoraciones'], body: FeedbackSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      await app.feedbackService.submit(request.user, request.body);
      return reply.status(201).send({ success: true, message: FEEDBACK_MESSAGES.success });
    },
  );
};

export default feedbackRoutes;
