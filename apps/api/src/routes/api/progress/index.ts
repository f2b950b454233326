import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import {
  OwnMeasurementInputSchema,
  ProgressMeasurementResponseSchema,
  ProgressMeasurementsResponseSchema,
  ProgressMetricsResponseSchema,
} from '@vitalia/shared/progress';

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
    '/metrics',
    { schema: { tags, response: { 200: ProgressMetricsResponseSchema } } },
    async (request) => ({ success: true, metrics: await service.metrics(request.user) }),
  );
};

export default progressRoutes;
