import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DownloadHistoryQuerySchema,
  DownloadHistoryResponseSchema,
  MyDownloadsResponseSchema,
} from '@vitalia/shared/library';

const tags = ['biblioteca'];

/** /api/downloads (SPEC §7 "Media"): the caller's own downloads; there is no way to name another member. */
const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { tags, response: { 200: MyDownloadsResponseSchema } } }, async (request) =>
    app.libraryService.downloads(request.user),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        querystring: DownloadHistoryQuerySchema,
        response: { 200: DownloadHistoryResponseSchema },
      },
    },
    async (request) => app.libraryService.downloadHistory(request.user, request.query.page),
  );
};

export default downloadsRoutes;
