import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '@vitalia/shared/api';
import {
  PlaybackResponseSchema,
  VideoDetailResponseSchema,
  VideoProgressInputSchema,
  VideoProgressResponseSchema,
  VideosQuerySchema,
  VideosResponseSchema,
  WatchingResponseSchema,
} from '@vitalia/shared/videos';
import { VIDEO_MESSAGES } from '@vitalia/shared/messages/videos';
import type { RouteAccess } from '../../../plugins/app/authorization';
import { sendStoredFile } from '../../../plugins/app/storage';

const tags = ['videos'];
/** Playing it: the video must exist, be published, and her plan (or a grant) must open it. */
const OPENS_VIDEO: RouteAccess = { entitlement: 'video' };

const StreamParamsSchema = z.object({
  id: IdSchema,
  token: z.string().max(80),
  '*': z.string().max(40),
});

/**
 * /api/videos (SPEC §7 "Media"): every published video is listed, locked ones with the plan that opens them
 * and no address; playback and progress pass the entitlement gate. The stream routes serve playlists,
 * segments, captions and the original by playback token (ADR 0042): no session, the token is the check.
 */
const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = app.videosService;

  app.get(
    '/',
    { schema: { tags, querystring: VideosQuerySchema, response: { 200: VideosResponseSchema } } },
    async (request) => videos.list(request.user, request.query),
  );

  // Before `/:id`: her dashboard's "Continuar viendo".
  app.get('/watching', { schema: { tags, response: { 200: WatchingResponseSchema } } }, async (request) =>
    videos.watching(request.user),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: VideoDetailResponseSchema } } },
    async (request) => videos.detail(request.user, request.params.id),
  );

  app.get('/:id/poster', { schema: { tags, params: IdParamsSchema } }, async (request, reply) =>
    sendStoredFile(request, reply, app.storage, await videos.posterKey(request.user, request.params.id), {
      cache: 'private',
      maxAgeSeconds: 86_400,
      notFoundMessage: VIDEO_MESSAGES.notFound,
    }),
  );

  app.post(
    '/:id/playback',
    {
      config: { access: OPENS_VIDEO },
      schema: { tags, params: IdParamsSchema, response: { 200: PlaybackResponseSchema } },
    },
    async (request) => videos.playback(request.user, request.params.id),
  );

  app.put(
    '/:id/progress',
    {
      config: { access: OPENS_VIDEO },
      schema: {
        tags,
        params: IdParamsSchema,
        body: VideoProgressInputSchema,
        response: { 200: VideoProgressResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      progress: await videos.saveProgress(request.user, request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/stream/:token/*',
    {
      config: { access: 'public', skipCsrfCookie: true },
      schema: { tags, params: StreamParamsSchema },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      const { key, maxAgeSeconds } = await videos.streamKey(id, token, request.params['*']);
      return sendStoredFile(request, reply, app.storage, key, {
        cache: 'private',
        maxAgeSeconds,
        notFoundMessage: VIDEO_MESSAGES.notFound,
      });
    },
  );
};

export default videosRoutes;
