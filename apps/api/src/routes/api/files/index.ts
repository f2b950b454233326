import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import { sendStoredFile } from '../../../plugins/app/storage';

const SignedLinkQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  disp: z.string().max(20).optional(),
  name: z.string().max(400).optional(),
  sig: z.string().max(100).optional(),
});

/**
 * GET /api/files/<key>?exp&disp&name&sig: a file on the local disk by signed link, no session needed (a
 * video player or a download manager sends no cookie). The link was issued by a route that checked the
 * viewer; this checks only the signature. On an S3 store links point at the store itself, so this is a 404.
 */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    {
      schema: { tags: ['archivos'], querystring: SignedLinkQuerySchema },
      config: { access: 'public', skipCsrfCookie: true },
    },
    async (request, reply) => {
      if (app.storage.kind !== 'disk') throw AppError.notFound(FILE_MESSAGES.notFound);
      const key = (request.params as { '*': string })['*'];
      const link = app.fileLinks.verify(key, request.query);
      return sendStoredFile(request, reply, app.storage, key, {
        cache: 'private',
        maxAgeSeconds: 300,
        disposition: link.disposition,
        filename: link.filename,
      });
    },
  );
};

export default filesRoutes;
