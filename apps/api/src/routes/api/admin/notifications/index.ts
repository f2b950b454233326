import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import {
  AudienceQuerySchema,
  BroadcastHistorySchema,
  BroadcastSchema,
  NotificationsSentSchema,
  RecipientCountSchema,
  type Audience,
} from '@vitalia/shared/admin';
import { SendNotificationSchema } from '@vitalia/shared/notifications';
import { BROADCAST_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../../lib/app-error';
import { actorOf } from '../../../../lib/audit-actor';
import { audienceLabel } from '../../../../plugins/app/notifications/broadcasts-repository';

const tags = ['administración'];

/**
 * /api/admin/notifications: what was sent and how many read it; sending to everyone, a plan or one member.
 * To one member the row is written before the answer (201); to a plan or everyone the request answers 202
 * with the recipient count and one statement writes the rows right after.
 */
const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(
    request: Parameters<typeof actorOf>[0],
    body: { title: string; message: string; action_url?: string | null },
    audience: Audience,
  ) {
    if (audience.kind === 'user' && !(await app.usersRepository.exists(audience.user_id)))
      throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
    const { id, recipients, delivered } = await app.broadcasts.send(actorOf(request), {
      title: body.title,
      message: body.message,
      actionUrl: body.action_url ?? null,
      audience,
    });
    if (recipients === 0) throw AppError.badRequest(BROADCAST_MESSAGES.noRecipients);
    return {
      status: delivered ? (201 as const) : (202 as const),
      body: { success: true, recipients, broadcast_id: id },
    };
  }

  app.get('/', { schema: { tags, response: { 200: BroadcastHistorySchema } } }, async () => ({
    success: true,
    broadcasts: (await app.broadcasts.history()).map(({ broadcast, sentBy, read, memberName }) => ({
      id: broadcast.id,
      title: broadcast.title,
      message: broadcast.message,
      action_url: broadcast.actionUrl,
      audience: audienceLabel(broadcast.audience, memberName),
      recipients: broadcast.recipients,
      read,
      sent_by: sentBy,
      created_at: broadcast.createdAt.toISOString(),
      completed_at: broadcast.completedAt?.toISOString() ?? null,
    })),
  }));

  app.get(
    '/recipients',
    { schema: { tags, querystring: AudienceQuerySchema, response: { 200: RecipientCountSchema } } },
    async (request) => {
      const { kind, plan, user_id } = request.query;
      const audience: Audience =
        kind === 'plan' && plan
          ? { kind: 'plan', plan }
          : kind === 'user' && user_id
            ? { kind: 'user', user_id }
            : { kind: 'all' };
      return { success: true, recipients: await app.broadcasts.countRecipients(audience) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: BroadcastSchema,
        response: { 201: NotificationsSentSchema, 202: NotificationsSentSchema },
      },
    },
    async (request, reply) => {
      const { status, body } = await send(request, request.body, request.body.audience);
      return reply.status(status).send(body);
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
      const { body } = await send(request, request.body, { kind: 'user', user_id: request.params.id });
      return reply.status(201).send(body);
    },
  );
};

export default adminNotificationsRoutes;
