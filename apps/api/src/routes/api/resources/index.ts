import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, SuccessSchema } from '@vitalia/shared/api';
import {
  DownloadLinkResponseSchema,
  LibraryQuerySchema,
  LibraryResponseSchema,
  ReadingProgressSchema,
  ResourceDetailResponseSchema,
} from '@vitalia/shared/library';
import { LIBRARY_MESSAGES } from '@vitalia/shared/messages/library';
import type { RouteAccess } from '../../../plugins/app/authorization';
import { sendStoredFile } from '../../../plugins/app/storage';

const tags = ['biblioteca'];
/** Opening the PDF itself: the e-book must exist, be published, and her plan or a purchase must open it. */
const OPENS_EBOOK: RouteAccess = { entitlement: 'ebook' };

/**
 * /api/resources (and /api/biblioteca, SPEC §7 "Media"): the e-book library. Lists and details answer for
 * every published e-book (locked ones show a lock and the plan that opens them, never a file address);
 * download and reading progress pass the entitlement gate first.
 */
const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = app.libraryService;

  app.get(
    '/',
    { schema: { tags, querystring: LibraryQuerySchema, response: { 200: LibraryResponseSchema } } },
    async (request) => library.list(request.user, request.query),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ResourceDetailResponseSchema } } },
    async (request) => library.detail(request.user, request.params.id),
  );

  // The address carries the cover's key (?v=), so a new cover is a new address and this may be cached.
  app.get('/:id/cover', { schema: { tags, params: IdParamsSchema } }, async (request, reply) =>
    sendStoredFile(request, reply, app.storage, await library.coverKey(request.user, request.params.id), {
      cache: 'private',
      maxAgeSeconds: 86_400,
      notFoundMessage: LIBRARY_MESSAGES.notFound,
    }),
  );

  app.post(
    '/:id/download',
    {
      config: { access: OPENS_EBOOK },
      schema: { tags, params: IdParamsSchema, response: { 200: DownloadLinkResponseSchema } },
    },
    async (request) => library.downloadLink(request.user, request.params.id),
  );

  app.put(
    '/:id/progress',
    {
      config: { access: OPENS_EBOOK },
      schema: { tags, params: IdParamsSchema, body: ReadingProgressSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await library.saveProgress(request.user, request.params.id, request.body.page);
      return { success: true };
    },
  );
};

export default resourcesRoutes;
