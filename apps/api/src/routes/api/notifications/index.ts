import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ID_MAX, IdParamsSchema, IdSchema, SuccessSchema, TimestampSchema } from '@vitalia/shared/api';
import { NotificationListSchema, NotificationSchema } from '@vitalia/shared/notifications';
import { WELCOME_RESEND_LIMIT } from '@vitalia/shared/constants/limits';
import { AppError } from '../../../lib/app-error';
import { presentNotification } from '../../../plugins/app/notifications/notifications-repository';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { NOTIFICATION_MESSAGES } from '@vitalia/shared/messages/notifications';

const tags = ['notificaciones'];
const NOT_FOUND = NOTIFICATION_MESSAGES.notFound;

/** /api/notifications (SPEC §7): a member only ever sees and changes their own; others' ids are 404. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.notificationsRepository;

  const listFor = async (userId: number, since?: Date) => ({
    notifications: (await repo.list(userId, since)).map(presentNotification),
    unread: await repo.unreadCount(userId),
  });

  app.get('/', { schema: { tags, response: { 200: NotificationListSchema } } }, async (request) =>
    listFor(request.user.id),
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        querystring: z.object({ since: TimestampSchema.optional() }),
        response: { 200: NotificationListSchema },
      },
    },
    async (request) =>
      listFor(request.user.id, request.query.since ? new Date(request.query.since) : undefined),
  );

  app.put(
    '/mark-all-read',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.boolean(), updated: z.number(), unread: z.number() }) },
      },
    },
    async (request) => ({ success: true, updated: await repo.markAllRead(request.user.id), unread: 0 }),
  );

  // Server-sent events: new notifications arrive without polling, from any API instance.
  app.get(
    '/stream',
    {
      schema: {
        tags,
        // The id of the last event the client received; 0 means "everything you still have".
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).max(ID_MAX).optional() }),
      },
    },
    async (request, reply) => {
      const session = await request.session();
      if (!session) throw AppError.unauthorized();
      await app.notificationHub.open(reply, {
        userId: session.user.id,
        sessionId: session.id,
        lastEventId: request.headers['last-event-id'],
      });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) => {
      const row = await repo.find(request.user.id, request.params.id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return presentNotification(row);
    },
  );

  app.put(
    '/:id/read',
    { schema: { tags, params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) => {
      const row = await repo.markRead(request.user.id, request.params.id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return presentNotification(row);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await repo.remove(request.user.id, request.params.id))) throw AppError.notFound(NOT_FOUND);
      return { success: true };
    },
  );

  /*
   * SPEC's client-driven calls. The server already sends both on registration, so for a member they only
   * acknowledge their own id (nothing is sent twice); another id is 403. Admins may resend a welcome to an
   * existing member, within a limit.
   */
  app.post(
    '/welcome',
    { schema: { tags, body: z.object({ user_id: IdSchema }), response: { 200: SuccessSchema } } },
    async (request) => {
      const caller = request.user;
      if (caller.role !== 'admin') {
        if (request.body.user_id !== caller.id) throw AppError.forbidden();
        return { success: true };
      }
      await app.rateLimiter.consume(
        `welcome:${caller.id}`,
        WELCOME_RESEND_LIMIT,
        NOTIFICATION_MESSAGES.tooManySends,
      );
      if (!(await app.usersRepository.exists(request.body.user_id)))
        throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      await app.notifier.notify([request.body.user_id], {
        title: NOTIFICATION_MESSAGES.welcomeTitle,
        message: NOTIFICATION_MESSAGES.welcomeMessage,
        actionUrl: '/tutorial',
      });
      return { success: true };
    },
  );

  app.post(
    '/admin/new-user',
    {
      schema: {
        tags,
        body: z.object({
          new_user_id: IdSchema,
          user_name: z.string().max(200).optional(),
          user_email: z.string().max(254).optional(),
        }),
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      // Admins were told when the account was created (account-service): this never sends anything.
      if (request.body.new_user_id !== request.user.id && request.user.role !== 'admin')
        throw AppError.forbidden();
      return { success: true };
    },
  );
};

export default notificationsRoutes;
