import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JournalEntriesResponseSchema, JournalRangeQuerySchema } from '@vitalia/shared/journal';
import { MemberParamsSchema } from '@vitalia/shared/practice';
import { actorOf } from '../../../lib/audit-actor';

/** A client's food journal in her chart (issue 47): only for a member in the caller's care, audited. */
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
};

export default trainerJournalRoutes;
