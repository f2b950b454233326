import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationListSchema, NotificationSchema } from '@vitalia/shared/notifications';
import { AppError } from '../../../lib/app-error';
import {
  notificationsRepository,
  presentNotification,
} from '../../../plugins/app/notifications/notifications-repository';

const tags = ['notificaciones'];
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const NOT_FOUND = 'Notificación no encontrada';
const HEARTBEAT_MS = 25_000;

/** SPEC §7 "Notifications": a member only ever sees and changes their own; others' ids are 404. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = notificationsRepository(app.db);
  app.addHook('preHandler', app.requireUser);

  const listFor = async (userId: number, since?: Date) => ({
    notifications: (await repo.list(userId, since)).map(presentNotification),
    unread: await repo.unreadCount(userId),
  });

  app.get(
    '/notifications',
    { schema: { tags, response: { 200: NotificationListSchema } } },
    async (request) => listFor(request.user.id),
  );

  app.get(
    '/notifications/me',
    {
      schema: {
        tags,
        querystring: z.object({ since: z.iso.datetime({ offset: true }).optional() }),
        response: { 200: NotificationListSchema },
      },
    },
    async (request) =>
      listFor(request.user.id, request.query.since ? new Date(request.query.since) : undefined),
  );

  app.put(
    '/notifications/mark-all-read',
    {
      schema: {
        tags,
        response: { 200: z.object({ success: z.boolean(), updated: z.number(), unread: z.number() }) },
      },
    },
    async (request) => ({
      success: true,
      updated: await repo.markAllRead(request.user.id),
      unread: 0,
    }),
  );

  // Server-sent events: new notifications arrive without polling, from any API instance.
  app.get('/notifications/stream', { schema: { tags, hide: false } }, async (request, reply) => {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = app.notificationHub.subscribe(request.user.id, (notification) => {
      raw.write(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  app.get(
    '/notifications/:id',
    { schema: { tags, params: IdParams, response: { 200: NotificationSchema } } },
    async (request) => {
      const row = await repo.find(request.user.id, request.params.id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return presentNotification(row);
    },
  );

  app.put(
    '/notifications/:id/read',
    { schema: { tags, params: IdParams, response: { 200: NotificationSchema } } },
    async (request) => {
      const row = await repo.markRead(request.user.id, request.params.id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return presentNotification(row);
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, params: IdParams, response: { 200: z.object({ success: z.boolean() }) } } },
    async (request) => {
      if (!(await repo.remove(request.user.id, request.params.id))) throw AppError.notFound(NOT_FOUND);
      return { success: true };
    },
  );

  // SPEC's client-driven calls, kept for compatibility; the server already sends both on registration.
  app.post(
    '/notifications/welcome',
    {
      schema: {
        tags,
        body: z.object({ user_id: z.number().int().positive() }),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => {
      if (request.body.user_id !== request.user.id && !request.user.isAdmin) throw AppError.forbidden();
      await app.notifier.notify([request.body.user_id], {
        title: '¡Te damos la bienvenida a Vitalia!',
        message: 'Tu cuenta está lista. Parte por el tutorial para conocer todo lo que puedes hacer.',
        actionUrl: '/tutorial',
      });
      return { success: true };
    },
  );

  app.post(
    '/notifications/admin/new-user',
    {
      schema: {
        tags,
        body: z.object({
          new_user_id: z.number().int().positive(),
          user_name: z.string().max(200).optional(),
          user_email: z.string().max(254).optional(),
        }),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => {
      if (request.body.new_user_id !== request.user.id && !request.user.isAdmin) throw AppError.forbidden();
      // The text comes from the database, never from the caller's name and e-mail fields.
      const user = await app.users.findById(request.body.new_user_id);
      if (!user) throw AppError.notFound('Usuario no encontrado');
      await app.notifier.notifyAdmins({
        title: 'Nuevo usuario registrado',
        message: `${user.firstName} ${user.lastName} (${user.email}) creó una cuenta.`,
        actionUrl: '/admin/users',
      });
      return { success: true };
    },
  );
};

export default notificationRoutes;
