import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  AdminCreateUserSchema,
  AdminUpdateUserSchema,
  AdminUserDetailSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  SessionRefParamsSchema,
  USER_STATUS_LABELS,
} from '@vitalia/shared/admin-users';
import { ROLE_LABELS } from '@vitalia/shared/permissions';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error';
import { actorOf } from '../../../../lib/audit-actor';
import { presentAuditEntry } from '../../../../plugins/app/audit/audit-presenter';
import {
  cursorFits,
  MemberPageCursorSchema,
  type AdminUserListRow,
} from '../../../../plugins/app/admin/admin-users-repository';
import { decodeCursor } from '../../../../lib/keyset-cursor';
import { csvResponse } from '../csv';
import { pageWindow } from '../../../../lib/pagination';

const tags = ['administración'];
const CSV_MAX_ROWS = 100_000;

function present({ user, lastSignInAt, isFeaturedTrainer }: AdminUserListRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    plan_type: user.planType,
    status: user.status,
    is_featured_trainer: Boolean(isFeaturedTrainer),
    created_at: user.createdAt.toISOString(),
    // Raw SQL subqueries come back as strings from node-postgres and as Dates from PGlite.
    last_sign_in_at: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  };
}

const UserResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: AdminUserDetailSchema.shape.user,
});

/** /api/admin/users: the members table (SPEC §7: page and per_page default 1 and 10) and member changes. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.adminUsersRepository;
  const service = app.adminUsersService;

  async function presentOne(id: number) {
    const row = await repo.findOne(id);
    if (!row) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
    return present(row);
  }

  app.get(
    '/',
    { schema: { tags, querystring: AdminUsersQuerySchema, response: { 200: AdminUsersResponseSchema } } },
    async (request) => {
      const { page, per_page: perPage, cursor: cursorText, ...filter } = request.query;
      let at: Parameters<typeof repo.list>[2] = { offset: pageWindow(page, perPage).offset };
      if (cursorText) {
        const cursor = decodeCursor(cursorText, MemberPageCursorSchema);
        if (!cursor || !cursorFits(cursor, filter))
          throw AppError.badRequest(ADMIN_USER_MESSAGES.staleCursor);
        at = { cursor };
      }
      const { rows, total, nextCursor, prevCursor } = await repo.list(filter, perPage, at);
      return {
        success: true,
        users: rows.map(present),
        total,
        page,
        per_page: perPage,
        next_cursor: nextCursor,
        prev_cursor: prevCursor,
      };
    },
  );

  app.get('/export.csv', { schema: { tags, querystring: AdminUsersQuerySchema } }, async (request, reply) => {
    const { page: _page, per_page: _perPage, cursor: _cursor, ...filter } = request.query;
    const rows = await repo.exportRows(filter, CSV_MAX_ROWS);
    return csvResponse(
      reply,
      'usuarios-vitalia.csv',
      [
        'ID',
        'Nombre',
        'Apellido',
        'Email',
        'Usuario',
        'Teléfono',
        'Rol',
        'Plan',
        'Estado',
        'Registro',
        'Último ingreso',
      ],
      rows
        .map(present)
        .map((user) => [
          user.id,
          user.first_name,
          user.last_name,
          user.email,
          user.username,
          user.phone,
          ROLE_LABELS[user.role],
          PLAN_LABELS[user.plan_type],
          USER_STATUS_LABELS[user.status],
          user.created_at,
          user.last_sign_in_at,
        ]),
    );
  });

  app.get(
    '/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: AdminUserDetailSchema } } },
    async (request) => {
      const user = await presentOne(request.params.id);
      const [detail, audit] = await Promise.all([
        repo.detail(request.params.id),
        app.auditLog.list({ subjectUserId: request.params.id, limit: 50, offset: 0 }),
      ]);
      return {
        success: true,
        user,
        memberships: detail.plans.map((row) => ({
          id: row.id,
          plan_type: row.planCode,
          status: row.status,
          started_at: row.periodStart.toISOString(),
          current_period_end: row.periodEnd.toISOString(),
          ended_at: row.endedAt?.toISOString() ?? null,
        })),
        // A reference, never the stored id: that is the HMAC the session cookie is checked against.
        sessions: detail.sessions.map((row) => ({
          ref: row.id.slice(0, 16),
          started_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          user_agent: row.userAgent,
          ip: row.ip,
        })),
        notifications: detail.notifications.map((row) => ({
          id: row.id,
          title: row.title,
          is_read: row.isRead,
          created_at: row.createdAt.toISOString(),
        })),
        feedback: detail.feedback.map((row) => ({
          id: row.id,
          rating: row.rating,
          category: row.category,
          message: row.message,
          created_at: row.createdAt.toISOString(),
        })),
        audit: audit.rows.map(presentAuditEntry),
      };
    },
  );

  app.post(
    '/',
    { schema: { tags, body: AdminCreateUserSchema, response: { 201: UserResponseSchema } } },
    async (request, reply) => {
      const created = await service.create(actorOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true, message: ADMIN_USER_MESSAGES.created, user: await presentOne(created.id) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminUpdateUserSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const before = await app.usersRepository.findById(request.params.id);
      await service.update(actorOf(request), request.params.id, request.body);
      const user = await presentOne(request.params.id);
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
