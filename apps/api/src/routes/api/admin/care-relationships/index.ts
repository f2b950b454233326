import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import {
  CareRelationshipListSchema,
  CareRelationshipsQuerySchema,
  CareRelationshipResponseSchema,
  CreateCareRelationshipSchema,
  EndCareRelationshipSchema,
} from '@vitalia/shared/practice';
import { actorOf } from '../../../../lib/audit-actor';

const tags = ['admin'];

/** /api/admin/care-relationships: an admin puts a member in a professional's care, or ends it (ADR 0075). */
const adminCareRelationshipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: CareRelationshipsQuerySchema,
        response: { 200: CareRelationshipListSchema },
      },
    },
    async (request) => app.careRelationships.listForMember(request.query.member_id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: CreateCareRelationshipSchema,
        response: { 200: CareRelationshipResponseSchema, 201: CareRelationshipResponseSchema },
      },
    },
    async (request, reply) => {
      const { relationship, created } = await app.careRelationships.assign(actorOf(request), request.body);
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? M.relationshipCreated : M.relationshipExists,
        relationship,
      });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: EndCareRelationshipSchema,
        response: { 200: CareRelationshipResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.relationshipEnded,
      relationship: await app.careRelationships.end(
        actorOf(request),
        request.params.id,
        request.body?.reason,
      ),
    }),
  );
};

export default adminCareRelationshipsRoutes;
