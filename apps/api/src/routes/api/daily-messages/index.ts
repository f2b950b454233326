import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DailyMessageSchema } from '@vitalia/shared/member';

const tags = ['mensaje diario'];

/** GET /api/daily-messages and /api/daily-messages/today (signed-in). */
const dailyMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        response: { 200: z.object({ messages: z.array(DailyMessageSchema.omit({ date: true })) }) },
      },
    },
    async () => ({ messages: await app.dailyMessagesService.list() }),
  );
  app.get('/today', { schema: { tags, response: { 200: DailyMessageSchema } } }, async () =>
    app.dailyMessagesService.today(),
  );
};

export default dailyMessagesRoutes;
