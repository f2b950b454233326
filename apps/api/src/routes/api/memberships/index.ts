import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@vitalia/shared/api';
import {
  CancelMembershipSchema,
  MembershipStatusSchema,
  MembershipsResponseSchema,
} from '@vitalia/shared/commerce';

const tags = ['membresías'];

/** /api/memberships (and /api/membership/status, its SPEC alias): the caller's own plan only. */
const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, response: { 200: MembershipsResponseSchema } } }, async (request) => ({
    success: true,
    current: await app.membershipService.status(request.user.id),
    history: await app.membershipService.history(request.user.id),
  }));

  app.get('/status', { schema: { tags, response: { 200: MembershipStatusSchema } } }, async (request) =>
    app.membershipService.status(request.user.id),
  );

  app.post(
    '/cancel',
    {
      config: { access: { permission: ['update', 'membership', 'own'] } },
      schema: { tags, body: CancelMembershipSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => ({
      success: true,
      message: await app.membershipService.cancel(request.user.id, request.body.immediate),
    }),
  );

  // Undoes her own cancellation at the period end; a body is neither needed nor read.
  app.post(
    '/reactivate',
    {
      config: { access: { permission: ['update', 'membership', 'own'] } },
      schema: { tags, response: { 200: MessageResponseSchema } },
    },
    async (request) => ({
      success: true,
      message: await app.membershipService.reactivate(request.user.id),
    }),
  );
};

export default membershipsRoutes;
