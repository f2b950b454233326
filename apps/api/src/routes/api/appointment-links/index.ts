import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import {
  CancelAppointmentSchema,
  MANAGE_LINK_LIMIT,
  ManagedAppointmentResponseSchema,
  ManageLinkParamsSchema,
} from '@vitalia/shared/scheduling';

const tags = ['citas'];

/**
 * /api/appointment-links/{token}: what an e-mail's cancel link opens without signing in (ADR 0040). The
 * signed token is the credential: it names one appointment, one version of it, and only cancelling; the
 * same notice rules as in Mis Citas apply. Anything else about the link is a 404 with one Spanish sentence.
 */
const appointmentLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = (ip: string) =>
    app.rateLimiter.consume(`appointment-link:${ip}`, MANAGE_LINK_LIMIT, M.linkLimited);

  app.get(
    '/:token',
    { schema: { tags, params: ManageLinkParamsSchema, response: { 200: ManagedAppointmentResponseSchema } } },
    async (request, reply) => {
      await limited(request.ip);
      const { row, member } = await app.schedulingService.linked(request.params.token);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { success: true, appointment: app.schedulingService.presentLinked(row, member) };
    },
  );

  app.post(
    '/:token/cancel',
    {
      schema: {
        tags,
        params: ManageLinkParamsSchema,
        body: CancelAppointmentSchema,
        response: { 200: ManagedAppointmentResponseSchema },
      },
    },
    async (request) => {
      await limited(request.ip);
      const { row, member } = await app.schedulingService.linked(request.params.token);
      await app.schedulingService.cancel(member, row.id, request.body.reason);
      const after = await app.schedulingService.presentLinkedById(row.id, member);
      return { success: true, message: M.cancelled, appointment: after };
    },
  );
};

export default appointmentLinksRoutes;
