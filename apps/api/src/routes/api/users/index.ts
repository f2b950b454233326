import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  OwnSessionsSchema,
  SessionRefSchema,
  ActivitySchema,
  AvatarDebugSchema,
  DataExportSchema,
  DeleteAccountSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  VisibilitySchema,
} from '@vitalia/shared/profile';
import { AppError } from '../../../lib/app-error';
import { sendStoredFile } from '../../../plugins/app/storage';
import { presentUser } from '../../../plugins/app/users/user-presenter';
import { PROFILE_MESSAGES, SESSION_MESSAGES } from '@vitalia/shared/messages/profile';
import { describeDevice } from '@vitalia/shared/device';
import { EXPORT_ZIP_LIMIT } from '@vitalia/shared/constants/limits';
import { exportFilesOf, exportZip } from '../../../plugins/app/users/data-export-zip';

const tags = ['perfil'];

/** /api/users: the SPEC's member calls by user, plus the public avatar. Signed-in unless a route says otherwise. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.profileService;

  // Ownership is decided by the gate before the body is read: a member's own id, or any id for admins.
  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: ProfileResponseSchema },
      },
      config: { access: { permission: ['update', 'user', 'own'], ownerParam: 'id' } },
    },
    async (request) => {
      const updated = await profiles.updateById(request.params.id, request.user, request.body);
      return { success: true, user: presentUser(updated), profile_visible: updated.profileVisible };
    },
  );

  app.get('/me/activity', { schema: { tags, response: { 200: ActivitySchema } } }, async (request) => {
    const session = await request.session();
    return profiles.activity(request.user.id, session?.id ?? '');
  });

  app.get(
    '/profile/visibility',
    { schema: { tags, response: { 200: VisibilitySchema } } },
    async (request) => ({
      profile_visible: request.user.profileVisible,
    }),
  );

  app.put(
    '/profile/visibility',
    { schema: { tags, body: VisibilitySchema, response: { 200: VisibilitySchema } } },
    async (request) => ({
      profile_visible: await profiles.setVisibility(request.user.id, request.body.profile_visible),
    }),
  );

  app.get(
    '/export-data',
    { schema: { tags, response: { 200: DataExportSchema } } },
    async (request, reply) => {
      const data = await app.dataExport.forMember(request.user);
      reply.header('content-disposition', `attachment; filename="vitalia-mis-datos-${request.user.id}.json"`);
      return data;
    },
  );

  // The same export with her photos and attachments as files (issue 47), streamed as a zip.
  app.get('/export-data.zip', { schema: { tags } }, async (request, reply) => {
    await app.rateLimiter.consume(
      `export-zip:${request.user.id}`,
      EXPORT_ZIP_LIMIT,
      PROFILE_MESSAGES.exportTooMany,
    );
    const [data, files] = await Promise.all([
      app.dataExport.forMember(request.user),
      exportFilesOf(app, request.user.id),
    ]);
    reply
      .header('content-type', 'application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="vitalia-mis-datos-${request.user.id}.zip"`);
    return reply.send(await exportZip(app.storage, data, files));
  });

  app.post(
    '/delete-account',
    { schema: { tags, body: DeleteAccountSchema, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await profiles.deleteAccount(request.user, request.body);
      app.sessions.clearCookie(reply);
      return { success: true, message: PROFILE_MESSAGES.accountDeleted };
    },
  );

  // Avatars are shown to others only when the profile is visible; the owner and admins always see them.
  app.get(
    '/avatar/:id',
    { schema: { tags, params: IdParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const target = await app.usersRepository.findById(request.params.id);
      const viewer = (await request.session())?.user;
      const allowed =
        target && (target.profileVisible || viewer?.id === target.id || viewer?.role === 'admin');
      return sendStoredFile(request, reply, app.storage, allowed ? target.avatarPath : null, {
        cache: 'private',
        maxAgeSeconds: 86400,
        notFoundMessage: PROFILE_MESSAGES.avatarNotFound,
      });
    },
  );

  // "Sesiones activas": each device by a reference (the first 16 hex digits of the stored HMAC, never all of
  // it), the current one marked; closing one or every other one ends it on every instance at once.
  app.get('/me/sessions', { schema: { tags, response: { 200: OwnSessionsSchema } } }, async (request) => {
    const current = await request.session();
    const rows = await app.sessionsRepository.listActive(request.user.id, 50);
    return {
      success: true,
      sessions: rows.map((row) => ({
        ref: row.id.slice(0, 16),
        device: describeDevice(row.userAgent),
        ip: row.ip,
        started_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === current?.id,
      })),
    };
  });

  app.delete(
    '/me/sessions/:ref',
    { schema: { tags, params: SessionRefSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const rows = await app.sessionsRepository.listActive(request.user.id, 50);
      const session = rows.find((row) => row.id.startsWith(request.params.ref));
      if (!session) throw AppError.notFound(SESSION_MESSAGES.notFound);
      await app.sessions.endSession(session.id);
      return { success: true, message: SESSION_MESSAGES.ended };
    },
  );

  app.delete(
    '/me/sessions',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const current = await request.session();
      await app.sessions.endOthers(request.user.id, current?.id);
      return { success: true, message: SESSION_MESSAGES.othersEnded };
    },
  );

  app.get(
    '/avatar/:id/debug',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: AvatarDebugSchema } },
      config: { access: { permission: ['read', 'user', 'any'] } },
    },
    async (request) => {
      const target = await app.usersRepository.findById(request.params.id);
      if (!target) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      const stored = target.avatarPath ? await app.storage.stat(target.avatarPath) : null;
      return {
        user_id: target.id,
        avatar_path: target.avatarPath,
        exists: Boolean(stored),
        size_bytes: stored?.size ?? 0,
        profile_visible: target.profileVisible,
      };
    },
  );
};

export default usersRoutes;
