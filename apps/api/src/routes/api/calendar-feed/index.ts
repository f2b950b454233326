import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { CalendarFeedResponseSchema, FEED_RESET_LIMIT } from '@vitalia/shared/scheduling';

const tags = ['citas'];

/** /api/calendar-feed: her personal calendar address, and a new one that revokes the old (ADR 0039). */
const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: CalendarFeedResponseSchema } } }, async (request) => ({
    success: true,
    url: await app.calendarFeed.address(request.user.id),
  }));

  app.post('/reset', { schema: { tags, response: { 200: CalendarFeedResponseSchema } } }, async (request) => {
    await app.rateLimiter.consume(`feed-reset:${request.user.id}`, FEED_RESET_LIMIT, M.feedResetLimited);
    return { success: true, message: M.feedReset, url: await app.calendarFeed.reset(request.user.id) };
  });
};

export default calendarFeedRoutes;
