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

import { IdParamsSchema, SuccessSchema } from '@vitalia/shared/api';
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
    async (request) => ({ success: true, metrics: await service.metrics(request.user) }),
  );
};

export default progressRoutes;
