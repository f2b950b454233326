import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideosQuerySchema, VideosResponseSchema } from '@vitalia/shared/videos';

/** GET /api/premiumvideos (SPEC §7 "Media"): the premium and prime videos, locked for a plan that lacks them. */
const premiumVideosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['videos'], querystring: VideosQuerySchema, response: { 200: VideosResponseSchema } } },
    async (request) => app.videosService.list(request.user, request.query, true),
  );
};

export default premiumVideosRoutes;
