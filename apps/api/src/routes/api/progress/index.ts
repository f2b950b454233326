import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import {
  OwnMeasurementInputSchema,
  PROGRESS_PHOTO_MAX_BYTES,
  ProgressPhotoQuerySchema,
  ProgressPhotoResponseSchema,
  ProgressPhotosResponseSchema,
  ProgressMeasurementResponseSchema,
  ProgressMeasurementsResponseSchema,
  ProgressMetricsResponseSchema,
} from '@vitalia/shared/progress';

import { IdParamsSchema, MessageResponseSchema, SuccessSchema } from '@vitalia/shared/api';
import {
  CustomValueInputSchema,
  GoalInputSchema,
  GoalParamsSchema,
  PROGRESS_CSV_HEADER,
  progressCsvRows,
} from '@vitalia/shared/progress-goals';
import { actorOf } from '../../../lib/audit-actor';
import { csvResponse } from '../../../lib/csv';
import { streamFileUpload } from '../../../lib/uploads';

const tags = ['progress'];

/** /api/progress (issue 47): her measurements (hers and her professionals') and their series. */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.progress;

  app.get(
    '/measurements',
    { schema: { tags, response: { 200: ProgressMeasurementsResponseSchema } } },
    async (request) => ({ success: true, measurements: await service.measurements(request.user) }),
  );

  app.post(
    '/measurements',
    {
      schema: {
        tags,
        body: OwnMeasurementInputSchema,
        response: { 200: ProgressMeasurementResponseSchema, 201: ProgressMeasurementResponseSchema },
      },
    },
    async (request, reply) => {
      const { measurement, created } = await service.record(request.user, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, message: M.saved, measurement });
    },
  );

  app.get(
    '/photos',
    { schema: { tags, response: { 200: ProgressPhotosResponseSchema } } },
    async (request) => ({ success: true, photos: await app.progressPhotos.list(request.user) }),
  );

  // The pose, day and page id in the query; the photo as multipart field `photo` (read after the checks).
  app.post(
    '/photos',
    {
      schema: {
        tags,
        querystring: ProgressPhotoQuerySchema,
        response: { 200: ProgressPhotoResponseSchema, 201: ProgressPhotoResponseSchema },
      },
    },
    async (request, reply) => {
      const { photo, created } = await app.progressPhotos.upload(request.user, request.query, (store) =>
        streamFileUpload(
          request,
          'photo',
          { notMultipart: M.photoNotMultipart, missing: M.photoMissing, tooLarge: M.photoTooLarge },
          PROGRESS_PHOTO_MAX_BYTES,
          store,
        ),
      );
      return reply.code(created ? 201 : 200).send({ success: true, message: M.photoSaved, photo });
    },
  );

  app.delete(
    '/photos/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await app.progressPhotos.remove(request.user, request.params.id);
      return { success: true };
    },
  );

  app.get(
    '/metrics',
    { schema: { tags, response: { 200: ProgressMetricsResponseSchema } } },
    async (request) => ({ success: true, ...(await service.metrics(request.user)) }),
  );

  /** Her own goal for one standard measure; `target: null` removes it. */
  app.put(
    '/goals/:measure',
    {
      schema: {
        tags,
        params: GoalParamsSchema,
        body: GoalInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { target } = request.body;
      await app.progressGoals.setGoal(
        request.user,
        actorOf(request),
        request.user.id,
        request.params.measure,
        target,
      );
      return { success: true, message: target === null ? M.goalRemoved : M.goalSaved };
    },
  );

  /** A value of a measure her professional defined for her. */
  app.post(
    '/custom-measures/:id/values',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CustomValueInputSchema,
        response: { 200: MessageResponseSchema, 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { created } = await app.progressGoals.recordValue(
        request.user,
        actorOf(request),
        request.user.id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ success: true, message: M.valueSaved });
    },
  );

  /** Every value of every series, for a spreadsheet (issue 47). */
  app.get('/export.csv', { schema: { tags } }, async (request, reply) => {
    const { metrics } = await service.metrics(request.user);
    return csvResponse(reply, 'mi-progreso.csv', PROGRESS_CSV_HEADER, progressCsvRows(metrics));
  });
};

export default progressRoutes;
