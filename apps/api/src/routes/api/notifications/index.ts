import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, SuccessSchema } from '@vitalia/shared/api';
import {
  InboxQuerySchema,
  MarkAllReadResponseSchema,
  NewMemberNoticeSchema,
  NotificationListSchema,
  NotificationSchema,
  NotificationStreamHeadersSchema,
  WelcomeNoticeSchema,
} from '@vitalia/shared/notifications';
import type { RouteAccess } from '../../../plugins/app/authorization';

const tags = ['notificaciones'];
const READ: RouteAccess = { permission: ['read', 'notification', 'own'] };
const UPDATE: RouteAccess = { permission: ['update', 'notification', 'own'] };
const DELETE: RouteAccess = { permission: ['delete', 'notification', 'own'] };
/** The SPEC's client-driven sends: the service checks whom they are for (assertCan). */
const SEND: RouteAccess = { permission: ['send', 'notification', 'own'] };

/**
 * /api/notifications (SPEC §7): each route declares what the policy table must allow; the service reads and
 * changes only the caller's own rows, so another member's id answers 404.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.notificationsService;

  app.get(
    '/',
    { config: { access: READ }, schema: { tags, response: { 200: NotificationListSchema } } },
    async (request) => service.inbox(request.user),
  );

  app.get(
    '/me',
    {
      config: { access: READ },
      schema: {
        tags,
        querystring: InboxQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) =>
      service.inbox(request.user, request.query.since ? new Date(request.query.since) : undefined),
  );

  app.put(
    '/mark-all-read',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        response: { 200: MarkAllReadResponseSchema },
      },
    },
    async (request) => ({ success: true, updated: await service.markAllRead(request.user), unread: 0 }),
  );

  // Server-sent events: new notifications arrive without polling, from any API instance.
  app.get(
    '/stream',
    {
      config: { access: READ },
      schema: {
        tags,
        // The id of the last event the client received; 0 means "everything you still have".
        headers: NotificationStreamHeadersSchema,
      },
    },
    async (request, reply) => {
      const session = await request.session();
      // The gate let a session through; it can only be gone if it ended in between.
      if (!session) return reply.code(401).send();
      await app.notificationHub.open(reply, {
        userId: session.user.id,
        sessionId: session.id,
        lastEventId: request.headers['last-event-id'],
      });
    },
  );

  app.get(
    '/:id',
    {
      config: { access: READ },
      schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } },
    },
    async (request) => service.get(request.user, request.params.id),
  );

  app.put(
    '/:id/read',
    {
      config: { access: UPDATE },
      schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } },
    },
    async (request) => service.markRead(request.user, request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { access: DELETE },
      schema: { tags, params: IdParamsSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await service.remove(request.user, request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/welcome',
    {
      config: { access: SEND },
      schema: { tags, body: WelcomeNoticeSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await service.welcome(request.user, request.body.user_id);
      return { success: true };
    },
  );

  app.post(
    '/admin/new-user',
    {
      config: { access: SEND },
      schema: {
        tags,
        body: NewMemberNoticeSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      service.acknowledgeNewMember(request.user, request.body.new_user_id);
      return { success: true };
    },
  );
};

export default notificationsRoutes;
