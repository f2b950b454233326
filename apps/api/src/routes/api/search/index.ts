import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentSearchQuerySchema, ContentSearchResponseSchema } from '@vitalia/shared/search';

/** GET /api/search?q=: courses, videos and e-books at once ("nutricion" finds "Nutrición"). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['cursos'],
        querystring: ContentSearchQuerySchema,
        response: { 200: ContentSearchResponseSchema },
      },
    },
    async (request) => app.searchService.search(request.user, request.query.q),
  );
};

export default searchRoutes;
