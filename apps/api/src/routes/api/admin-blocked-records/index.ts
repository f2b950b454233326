import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  BlockedRecordReadingSchema,
  BlockedRecordResponseSchema,
  BlockedRecordsQuerySchema,
  BlockedRecordsResponseSchema,
} from '@vitalia/shared/blocked-records';
import { actorOf } from '../../../lib/audit-actor';

const tags = ['practice'];

/** /api/admin/clinical-records (ADR 0073): blocked records, found and read only with a stated legal reason. */
const adminBlockedRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: BlockedRecordsQuerySchema,
        response: { 200: BlockedRecordsResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      records: await app.blockedRecords.search(actorOf(request), request.query.q),
    }),
  );

  // A POST: each reading writes its reason to the audit log before the record is answered.
  app.post(
    '/:id/readings',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: BlockedRecordReadingSchema,
        response: { 200: BlockedRecordResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      record: await app.blockedRecords.read(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default adminBlockedRecordsRoutes;
