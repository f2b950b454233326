import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { FEED_READ_LIMIT } from '@vitalia/shared/scheduling';
import { AppError } from '../../../lib/app-error';

/**
 * GET /api/calendar/{token}.ics: a personal calendar feed, read by Google Calendar or Apple Calendar
 * without a session (the secret address is the credential). Limited per address; no cookie is needed.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        tags: ['citas'],
        params: z.object({ file: z.string().max(80) }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(`feed-read:${request.ip}`, FEED_READ_LIMIT, M.feedLimited);
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const file = token ? await app.calendarFeed.file(token) : undefined;
      if (file === undefined) throw AppError.notFound(M.feedNotFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(file);
    },
  );
};

export default calendarRoutes;
