import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  ADMIN_PAGE_SIZE,
  AdminMembershipsQuerySchema,
  AdminMembershipsResponseSchema,
  GrantMembershipSchema,
  ReasonSchema,
} from '@vitalia/shared/commerce-admin';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { actorOf } from '../../../../lib/audit-actor';
import { presentAdminMembership } from '../../../../plugins/app/commerce/admin-commerce-presenter';
import { pageWindow } from '../../../../lib/pagination';

const tags = ['administración'];

/** /api/admin/memberships: every membership, and granting or revoking one with a reason kept. */
const adminMembershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: AdminMembershipsQuerySchema,
        response: { 200: AdminMembershipsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.membershipsRepository.listForAdmin({
        status: request.query.status,
        plan: request.query.plan,
        member: request.query.member || undefined,
        ...pageWindow(request.query.page, ADMIN_PAGE_SIZE),
      });
      return {
        success: true,
        memberships: rows.map(presentAdminMembership),
        total,
        page: request.query.page,
        per_page: ADMIN_PAGE_SIZE,
      };
    },
  );

  app.post(
    '/grant',
    { schema: { tags, body: GrantMembershipSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      const { user_id, plan_type, months, reason } = request.body;
      await app.membershipAdmin.grant(actorOf(request), user_id, plan_type, months, reason);
      return reply.status(201).send({ success: true, message: MEMBERSHIP_CHANGE_MESSAGES.granted });
    },
  );

  app.post(
    '/:id/revoke',
    {
      schema: { tags, params: IdParamsSchema, body: ReasonSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await app.membershipAdmin.revoke(actorOf(request), request.params.id, request.body.reason);
      return { success: true, message: MEMBERSHIP_CHANGE_MESSAGES.revoked };
    },
  );
};

export default adminMembershipsRoutes;
