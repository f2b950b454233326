import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JournalEntriesResponseSchema, JournalRangeQuerySchema } from '@vitalia/shared/journal';
import { MemberParamsSchema } from '@vitalia/shared/practice';
import { ProgressMeasurementsResponseSchema, ProgressPhotosResponseSchema } from '@vitalia/shared/progress';
import { actorOf } from '../../../lib/audit-actor';

/**
 * What a client keeps between visits, in her chart (issue 47): her food journal and the measurements she
 * took at home. Only for a member in the caller's care; every opening audited.
 */
const trainerJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/:memberId/journal',
    {
      schema: {
        tags: ['journal'],
        params: MemberParamsSchema,
        querystring: JournalRangeQuerySchema,
        response: { 200: JournalEntriesResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      ...(await app.journal.forClient(
        request.user,
        actorOf(request),
        request.params.memberId,
        request.query,
      )),
    }),
  );

  app.get(
    '/clients/:memberId/progress-photos',
    {
      schema: {
        tags: ['progress'],
        params: MemberParamsSchema,
        response: { 200: ProgressPhotosResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      photos: await app.progressPhotos.forClient(request.user, actorOf(request), request.params.memberId),
    }),
  );

  app.get(
    '/clients/:memberId/own-measurements',
    {
      schema: {
        tags: ['progress'],
        params: MemberParamsSchema,
        response: { 200: ProgressMeasurementsResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      measurements: await app.progress.forClient(request.user, actorOf(request), request.params.memberId),
    }),
  );
};

export default trainerJournalRoutes;
