import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  AdminCreateUserSchema,
  AdminUpdateUserSchema,
  AdminUserDetailSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  SessionRefParamsSchema,
  AdminUserSavedSchema,
} from '@vitalia/shared/admin-users';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';
import { actorOf } from '../../../../lib/audit-actor';
import { csvResponse } from '../../../../lib/csv';
import { ADMIN_USERS_CSV_HEADER } from '../../../../plugins/app/admin/admin-users-presenter';

const tags = ['administración'];

/** /api/admin/users: the members table (SPEC §7: page and per_page default 1 and 10) and member changes. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = app.adminUsersDirectory;
  const service = app.adminUsersService;

  app.get(
    '/',
    { schema: { tags, querystring: AdminUsersQuerySchema, response: { 200: AdminUsersResponseSchema } } },
    async (request) => directory.list(request.query),
  );

  app.get('/export.csv', { schema: { tags, querystring: AdminUsersQuerySchema } }, async (request, reply) =>
    csvResponse(
      reply,
      'usuarios-vitalia.csv',
      ADMIN_USERS_CSV_HEADER,
      await directory.csvLines(request.query),
    ),
  );

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: AdminUserDetailSchema } } },
    async (request) => directory.detail(request.params.id),
  );

  app.post(
    '/',
    { schema: { tags, body: AdminCreateUserSchema, response: { 201: AdminUserSavedSchema } } },
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: ADMIN_USER_MESSAGES.created, user: await directory.one(created.id) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminUpdateUserSchema,
        response: { 200: AdminUserSavedSchema },
      },
    },
    async (request) => {
      const before = await app.usersRepository.findById(request.params.id);
      await service.update(actorOf(request), request.params.id, request.body);
      const user = await directory.one(request.params.id);
      const message =
        before && before.status !== user.status
          ? user.status === 'suspended'
            ? ADMIN_USER_MESSAGES.suspended
            : ADMIN_USER_MESSAGES.reactivated
          : ADMIN_USER_MESSAGES.updated;
      return { success: true, message, user };
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { success: true, message: ADMIN_USER_MESSAGES.deleted };
    },
  );

  app.post(
    '/:id/password-reset',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.sendPasswordReset(actorOf(request), request.params.id);
      return { success: true, message: ADMIN_USER_MESSAGES.resetSent };
    },
  );

  app.delete(
    '/:id/sessions',
    { schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.endSessions(actorOf(request), request.params.id);
      return { success: true, message: ADMIN_USER_MESSAGES.sessionsEnded };
    },
  );

  app.delete(
    '/:id/sessions/:ref',
    { schema: { tags, params: SessionRefParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await service.endSessions(actorOf(request), request.params.id, request.params.ref);
      return { success: true, message: ADMIN_USER_MESSAGES.sessionsEnded };
    },
  );
};

export default adminUsersRoutes;
