import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AdminResourceDetailResponseSchema,
  AdminResourceResponseSchema,
  AdminResourcesQuerySchema,
  AdminResourcesResponseSchema,
  RESOURCE_MAX_BYTES,
  ResourceInputSchema,
  type AdminResource,
} from '@vitalia/shared/library';
import { LIBRARY_MESSAGES as M } from '@vitalia/shared/messages/library';
import { readImageUpload, streamFileUpload } from '../../../../lib/uploads';
import { actorOf } from '../../../../lib/audit-actor';
import { professionalScope } from '../professional-scope';

const tags = ['administración'];
const answer = (message: string, resource: AdminResource) => ({ success: true, message, resource });
const withId = { tags, params: IdParamsSchema, response: { 200: AdminResourceResponseSchema } };

/**
 * The library's e-books as the staff publish them: admins every e-book (/api/admin/resources, SPEC §7
 * "Admin"), professionals only their own (/api/trainer/resources, issue 19), which always carry their own
 * team card. A new e-book is a draft until its PDF is uploaded; every change is audited.
 */
export const resourceEditingRoutes =
  (scope: 'admin' | 'trainer'): FastifyPluginAsyncZod =>
  async (app) => {
    const library = app.resourceEditing;
    const { ownerOf } = professionalScope(app, scope, {
      assertMayEdit: library.assertMayEdit,
      ownTrainerId: library.ownTrainerId,
    });

    app.get(
      '/',
      {
        schema: {
          tags,
          querystring: AdminResourcesQuerySchema,
          response: { 200: AdminResourcesResponseSchema },
        },
      },
      async (request) => library.adminList(request.query, await ownerOf(request)),
    );

    // One e-book as the editor shows it: polled while the job counts a new PDF's pages and draws its cover.
    app.get(
      '/:id',
      { schema: { tags, params: IdParamsSchema, response: { 200: AdminResourceDetailResponseSchema } } },
      async (request) => ({ success: true, resource: await library.adminDetail(request.params.id) }),
    );

    app.post(
      '/',
      { schema: { tags, body: ResourceInputSchema, response: { 201: AdminResourceResponseSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            answer(
              M.created,
              await library.create(actorOf(request), request.body, (await ownerOf(request)) ?? null),
            ),
          ),
    );

    app.put('/:id', { schema: { ...withId, body: ResourceInputSchema } }, async (request) =>
      answer(M.saved, await library.update(actorOf(request), request.params.id, request.body)),
    );

    app.post('/:id/file', { schema: withId }, async (request) =>
      answer(
        M.fileSaved,
        await streamFileUpload(
          request,
          'file',
          { notMultipart: M.fileNotMultipart, missing: M.fileMissing, tooLarge: M.fileTooLarge },
          RESOURCE_MAX_BYTES,
          (body) => library.replaceFile(actorOf(request), request.params.id, body),
        ),
      ),
    );

    app.post('/:id/cover', { schema: withId }, async (request) =>
      answer(
        M.coverSaved,
        await library.replaceCover(
          actorOf(request),
          request.params.id,
          await readImageUpload(request, 'cover'),
        ),
      ),
    );

    app.delete('/:id/cover', { schema: withId }, async (request) =>
      answer(M.coverRemoved, await library.removeCover(actorOf(request), request.params.id)),
    );
  };

export default resourceEditingRoutes('admin');
