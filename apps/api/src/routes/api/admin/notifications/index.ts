import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { NotificationsSentSchema } from '@vitalia/shared/admin';
import { SendNotificationSchema, type SendNotification } from '@vitalia/shared/notifications';
import { AppError } from '../../../../lib/app-error';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';

const tags = ['administración'];
const asNotification = (body: SendNotification) => ({
  title: body.title,
  message: body.message,
  actionUrl: body.action_url ?? null,
});

/** POST /api/admin/notifications (every member) and /api/admin/notifications/users/{id} (one). */
const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { tags, body: SendNotificationSchema, response: { 201: NotificationsSentSchema } } },
    async (request, reply) => {
      const recipients = await app.usersRepository.memberIds();
      await app.notifier.notify(recipients, asNotification(request.body));
      return reply.status(201).send({ success: true, recipients: recipients.length });
    },
  );

  app.post(
    '/users/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SendNotificationSchema,
        response: { 201: NotificationsSentSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.usersRepository.exists(request.params.id)))
        throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      await app.notifier.notify([request.params.id], asNotification(request.body));
      return reply.status(201).send({ success: true, recipients: 1 });
    },
  );
};

export default adminNotificationsRoutes;
