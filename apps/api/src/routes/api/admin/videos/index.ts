import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AdminVideoDetailResponseSchema,
  AdminVideoResponseSchema,
  AdminVideosQuerySchema,
  AdminVideosResponseSchema,
  CAPTIONS_MAX_BYTES,
  CaptionsTextResponseSchema,
  VideoInputSchema,
  type AdminVideo,
} from '@vitalia/shared/videos';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { streamFileUpload } from '../../../../lib/uploads';
import { actorOf } from '../../../../lib/audit-actor';
import { professionalScope } from '../professional-scope';

const tags = ['administración'];
const answer = (message: string, video: AdminVideo) => ({ success: true, message, video });
const withId = { tags, params: IdParamsSchema, response: { 200: AdminVideoResponseSchema } };

async function bufferOf(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, Math.min(size, limit + 1));
}

/**
 * The videos as the staff publish them: admins every video (/api/admin/videos, SPEC §7 "Admin"),
 * professionals only their own (/api/trainer/videos, issue 19), which always carry their own team card. A
 * new video is a draft until it has an uploaded file (resumable, tus, at /uploads) or a YouTube/Vimeo
 * address; every change is audited.
 */
export const videoEditingRoutes =
  (scope: 'admin' | 'trainer'): FastifyPluginAsyncZod =>
  async (app) => {
    const videos = app.videoEditing;
    // Her uploads are checked by tus's hooks instead, which know the video from the upload's metadata.
    const { ownerOf } = professionalScope(app, scope, {
      assertMayEdit: videos.assertMayEdit,
      ownTrainerId: videos.ownTrainerId,
    });

    app.get(
      '/',
      { schema: { tags, querystring: AdminVideosQuerySchema, response: { 200: AdminVideosResponseSchema } } },
      async (request) => videos.adminList(request.query, await ownerOf(request)),
    );

    // One video as the editor shows it: polled while the job renders the ladder.
    app.get(
      '/:id',
      { schema: { tags, params: IdParamsSchema, response: { 200: AdminVideoDetailResponseSchema } } },
      async (request) => ({ success: true, video: await videos.adminDetail(request.params.id) }),
    );

    app.post(
      '/',
      { schema: { tags, body: VideoInputSchema, response: { 201: AdminVideoResponseSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            answer(
              M.created,
              await videos.create(actorOf(request), request.body, (await ownerOf(request)) ?? null),
            ),
          ),
    );

    app.put('/:id', { schema: { ...withId, body: VideoInputSchema } }, async (request) =>
      answer(M.saved, await videos.update(actorOf(request), request.params.id, request.body)),
    );

    app.post('/:id/captions', { schema: withId }, async (request) =>
      answer(
        M.captionsSaved,
        await streamFileUpload(
          request,
          'file',
          { notMultipart: M.captionsMissing, missing: M.captionsMissing, tooLarge: M.captionsTooLarge },
          CAPTIONS_MAX_BYTES,
          async (body) =>
            videos.replaceCaptions(
              actorOf(request),
              request.params.id,
              await bufferOf(body, CAPTIONS_MAX_BYTES),
            ),
        ),
      ),
    );

    // The text of its captions, to edit in the dialog; saved back through the upload above.
    app.get(
      '/:id/captions',
      { schema: { tags, params: IdParamsSchema, response: { 200: CaptionsTextResponseSchema } } },
      async (request) => ({ success: true, text: await videos.captionsText(request.params.id) }),
    );

    app.delete('/:id/captions', { schema: withId }, async (request) =>
      answer(M.captionsRemoved, await videos.removeCaptions(actorOf(request), request.params.id)),
    );

    // Resumable uploads (tus 1.0): the body is the file's bytes, read by tus itself, not by Fastify.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    for (const url of ['/uploads', '/uploads/:uploadId'])
      app.route({
        method: ['POST', 'PATCH', 'HEAD', 'DELETE'],
        url,
        schema: { tags, hide: true },
        handler: async (request, reply) => {
          reply.hijack();
          await app.videoUploads.handle(scope, actorOf(request), request.raw, reply.raw);
        },
      });
  };

export default videoEditingRoutes('admin');
