import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, SuccessSchema } from '@vitalia/shared/api';
import {
  JOURNAL_PHOTO_MAX_BYTES,
  JournalCommentInputSchema,
  JournalCommentResponseSchema,
  JournalEntriesResponseSchema,
  JournalEntryInputSchema,
  JournalEntryResponseSchema,
  JournalRangeQuerySchema,
  JournalRemindersResponseSchema,
  JournalRemindersSchema,
} from '@vitalia/shared/journal';
import { JOURNAL_MESSAGES as M } from '@vitalia/shared/messages/journal';
import { streamFileUpload } from '../../../lib/uploads';

const tags = ['journal'];

/**
 * /api/journal (issue 47): her food journal — her entries by range of days, a new entry (idempotent by its
 * `client_id`), its photo, her reminder times; and her professional's comment on an entry (care only).
 */
const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.journal;

  app.get(
    '/entries',
    {
      schema: { tags, querystring: JournalRangeQuerySchema, response: { 200: JournalEntriesResponseSchema } },
    },
    async (request) => ({ success: true, ...(await service.list(request.user, request.query)) }),
  );

  app.post(
    '/entries',
    {
      schema: {
        tags,
        body: JournalEntryInputSchema,
        response: { 200: JournalEntryResponseSchema, 201: JournalEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await service.create(request.user, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, entry });
    },
  );

  app.post(
    '/entries/:id/photo',
    { schema: { tags, params: IdParamsSchema, response: { 200: JournalEntryResponseSchema } } },
    async (request) => ({
      success: true,
      entry: await service.setPhoto(request.user, request.params.id, (store) =>
        streamFileUpload(
          request,
          'photo',
          { notMultipart: M.photoNotMultipart, missing: M.photoMissing, tooLarge: M.photoTooLarge },
          JOURNAL_PHOTO_MAX_BYTES,
          store,
        ),
      ),
    }),
  );

  app.delete(
    '/entries/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await service.remove(request.user, request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/entries/:id/comments',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: JournalCommentInputSchema,
        response: { 201: JournalCommentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        comment: await service.comment(request.user, request.params.id, request.body.body),
      }),
  );

  app.get(
    '/reminders',
    { schema: { tags, response: { 200: JournalRemindersResponseSchema } } },
    async (request) => ({ success: true, times: await service.reminders(request.user) }),
  );

  app.put(
    '/reminders',
    { schema: { tags, body: JournalRemindersSchema, response: { 200: JournalRemindersResponseSchema } } },
    async (request) => ({
      success: true,
      times: await service.setReminders(request.user, request.body.times),
    }),
  );
};

export default journalRoutes;
