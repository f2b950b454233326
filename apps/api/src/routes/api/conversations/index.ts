import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdSchema, MessageResponseSchema } from '@vitalia/shared/api';
import { z } from 'zod';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { sendJsonText } from '../../../lib/serializer';
import {
  AttachmentResponseSchema,
  ContactsResponseSchema,
  ConversationResponseSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  MarkReadSchema,
  MessageSentResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  OpenConversationSchema,
  ReportMessageSchema,
  ScheduleMessageSchema,
  ScheduledMessageResponseSchema,
  ScheduledMessagesResponseSchema,
  SendMessageSchema,
  UnreadCountResponseSchema,
} from '@vitalia/shared/conversations';

const tags = ['mensajes'];
const MessageParamsSchema = z.object({ id: IdSchema, messageId: IdSchema });
const ScheduledParamsSchema = z.object({ id: IdSchema, scheduledId: IdSchema });

/**
 * /api/conversations (issue 46): a member's threads with the professionals caring for her, and a
 * professional's with her clients. Only the two participants reach a thread (404 for anyone else).
 */
const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.conversations;

  app.get(
    '/',
    {
      schema: { tags, querystring: ConversationsQuerySchema, response: { 200: ConversationsResponseSchema } },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        ConversationsResponseSchema,
        await service.list(request.user, request.query.cursor),
      ),
  );

  app.get('/contacts', { schema: { tags, response: { 200: ContactsResponseSchema } } }, async (request) =>
    service.contacts(request.user),
  );

  app.get(
    '/unread-count',
    { schema: { tags, response: { 200: UnreadCountResponseSchema } } },
    async (request) => ({
      success: true,
      unread: await service.unreadCount(request.user),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        body: OpenConversationSchema,
        response: { 200: ConversationResponseSchema, 201: ConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.open(request.user, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, conversation });
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ConversationResponseSchema } } },
    async (request) => ({ success: true, conversation: await service.get(request.user, request.params.id) }),
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesResponseSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        MessagesResponseSchema,
        await service.history(request.user, request.params.id, request.query),
      ),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SendMessageSchema,
        response: { 200: MessageSentResponseSchema, 201: MessageSentResponseSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await service.send(request.user, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ success: true, message });
    },
  );

  // A photo or PDF for the next message (multipart field `file`); the message names it in attachment_ids.
  app.post(
    '/:id/attachments',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: AttachmentResponseSchema },
      },
    },
    async (request, reply) => {
      const attachment = await app.conversationAttachments.upload(request.user, request.params.id, request);
      return reply.code(201).send({ success: true, attachment });
    },
  );

  app.put(
    '/:id/read',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: MarkReadSchema,
        response: { 200: UnreadCountResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      unread: await service.markRead(request.user, request.params.id, request.body.message_id),
    }),
  );

  // A participant reports the other's message; admins are told there is a report.
  app.post(
    '/:id/messages/:messageId/report',
    {
      schema: {
        tags,
        params: MessageParamsSchema,
        body: ReportMessageSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await app.messageReports.report(
        request.user,
        request.params.id,
        request.params.messageId,
        request.body.reason,
      );
      return { success: true, message: M.reported };
    },
  );

  // "Programar envío" (professionals): pending ones of this thread, schedule one, cancel one.
  app.get(
    '/:id/scheduled',
    { schema: { tags, params: IdParamsSchema, response: { 200: ScheduledMessagesResponseSchema } } },
    async (request) => ({
      success: true,
      scheduled: await app.scheduledMessages.list(request.user, request.params.id),
    }),
  );

  app.post(
    '/:id/scheduled',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ScheduleMessageSchema,
        response: { 201: ScheduledMessageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        scheduled: await app.scheduledMessages.schedule(request.user, request.params.id, request.body),
      }),
  );

  app.delete(
    '/:id/scheduled/:scheduledId',
    { schema: { tags, params: ScheduledParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.scheduledMessages.cancel(request.user, request.params.id, request.params.scheduledId);
      return { success: true, message: 'Envío programado cancelado.' };
    },
  );

  // "Marcar como no leída".
  app.delete(
    '/:id/read',
    { schema: { tags, params: IdParamsSchema, response: { 200: UnreadCountResponseSchema } } },
    async (request) => ({ success: true, unread: await service.markUnread(request.user, request.params.id) }),
  );
};

export default conversationsRoutes;
