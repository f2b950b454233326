import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
// The same country rules as registration (see auth-service.ts).
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { UserSchema } from '@vitalia/shared/user';
import {
  DeleteAccountSchema,
  ProfileUpdateSchema,
  StatsSchema,
  TrainerProfileSchema,
  VisibilitySchema,
} from '@vitalia/shared/profile';
import { LOGIN_ERRORS, REGISTER_ERRORS } from '@vitalia/shared/messages';
import { feedback, notifications, sessions, trainers } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import { storeAvatar } from '../../../plugins/app/users/avatar';
import { presentUser, type UserRow } from '../../../plugins/app/users/user-presenter';

const tags = ['perfil'];
const ProfileResponse = z.object({ success: z.boolean(), user: UserSchema, profile_visible: z.boolean() });
const AVATAR_FIELD_LIMIT = 5 * 1024 * 1024;

/** SPEC §7 "Profile and user": every call acts on the caller, except PUT /users/{id} for admins. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.users;

  const updateProfile = async (target: UserRow, input: z.output<typeof ProfileUpdateSchema>) => {
    if (!isValidPhoneNumber(input.phone, 'CL'))
      throw AppError.badRequest(REGISTER_ERRORS.phoneInvalid, { phone: REGISTER_ERRORS.phoneInvalid });
    if (input.username !== target.username && (await repo.usernameTaken(input.username))) {
      throw AppError.conflict(LOGIN_ERRORS.usernameTaken, { username: LOGIN_ERRORS.usernameTaken });
    }
    const updated = await repo.update(target.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      username: input.username,
    });
    if (!updated) throw AppError.notFound('Usuario no encontrado');
    return updated;
  };

  const statsFor = async (user: UserRow) => {
    const [counts] = await app.db
      .select({
        total: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${user.id})`,
        unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${user.id} and not ${notifications.isRead})`,
        feedbackSent: sql<number>`(select count(*)::int from ${feedback} where ${feedback.userId} = ${user.id})`,
        activeSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${user.id} and ${sessions.expiresAt} > now())`,
      })
      .from(sql`(select 1) as one`);
    return {
      member_since_days: Math.floor((Date.now() - user.createdAt.getTime()) / 86_400_000),
      plan_type: user.planType,
      notifications_total: counts?.total ?? 0,
      notifications_unread: counts?.unread ?? 0,
      feedback_sent: counts?.feedbackSent ?? 0,
      active_sessions: counts?.activeSessions ?? 0,
    };
  };

  const readAvatarUpload = async (request: FastifyRequest): Promise<Buffer> => {
    if (!request.isMultipart())
      throw new AppError(
        415,
        'Envía la imagen como multipart/form-data en el campo "avatar".',
        'UNSUPPORTED_MEDIA_TYPE',
      );
    const file = await request.file({ limits: { fileSize: AVATAR_FIELD_LIMIT, files: 1 } });
    if (!file) throw AppError.badRequest('Falta la imagen.');
    const tooLarge = () => new AppError(413, 'La imagen supera los 5 MB.', 'PAYLOAD_TOO_LARGE');
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (file.file.truncated) throw tooLarge();
    return data;
  };

  const uploadAvatar = async (request: FastifyRequest) => {
    const data = await readAvatarUpload(request);
    const key = await storeAvatar(app.storage, data);
    const previous = request.user.avatarPath;
    const updated = await repo.update(request.user.id, { avatarPath: key });
    if (previous) await app.storage.remove(previous);
    if (!updated) throw AppError.notFound();
    return { success: true, user: presentUser(updated), profile_visible: updated.profileVisible };
  };

  const removeAvatar = async (request: FastifyRequest) => {
    if (request.user.avatarPath) await app.storage.remove(request.user.avatarPath);
    const updated = await repo.update(request.user.id, { avatarPath: null });
    if (!updated) throw AppError.notFound();
    return { success: true, user: presentUser(updated), profile_visible: updated.profileVisible };
  };

  app.register(async (member) => {
    member.addHook('preHandler', app.requireUser);
    const typed = member.withTypeProvider<ZodTypeProvider>();

    typed.get('/profile', { schema: { tags, response: { 200: ProfileResponse } } }, async (request) => ({
      success: true,
      user: presentUser(request.user),
      profile_visible: request.user.profileVisible,
    }));

    typed.put(
      '/profile',
      { schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileResponse } } },
      async (request) => {
        const updated = await updateProfile(request.user, request.body);
        return { success: true, user: presentUser(updated), profile_visible: updated.profileVisible };
      },
    );

    typed.put(
      '/users/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: ProfileUpdateSchema,
          response: { 200: ProfileResponse },
        },
      },
      async (request) => {
        if (request.params.id !== request.user.id && !request.user.isAdmin) throw AppError.forbidden();
        const target =
          request.params.id === request.user.id ? request.user : await repo.findById(request.params.id);
        if (!target) throw AppError.notFound('Usuario no encontrado');
        const updated = await updateProfile(target, request.body);
        return { success: true, user: presentUser(updated), profile_visible: updated.profileVisible };
      },
    );

    for (const path of ['/profile/stats', '/users/me/stats']) {
      typed.get(path, { schema: { tags, response: { 200: StatsSchema } } }, async (request) =>
        statsFor(request.user),
      );
    }

    typed.get(
      '/users/me/activity',
      {
        schema: {
          tags,
          response: {
            200: z.object({
              sessions: z.array(
                z.object({
                  started_at: z.string(),
                  expires_at: z.string(),
                  user_agent: z.string().nullable(),
                  current: z.boolean(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => {
        const current = await request.session();
        const rows = await app.db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, request.user.id), gt(sessions.expiresAt, new Date())))
          .orderBy(desc(sessions.createdAt))
          .limit(20);
        return {
          sessions: rows.map((row) => ({
            started_at: row.createdAt.toISOString(),
            expires_at: row.expiresAt.toISOString(),
            user_agent: row.userAgent,
            current: row.id === current?.id,
          })),
        };
      },
    );

    typed.get(
      '/users/profile/visibility',
      { schema: { tags, response: { 200: VisibilitySchema } } },
      async (request) => ({
        profile_visible: request.user.profileVisible,
      }),
    );
    typed.put(
      '/users/profile/visibility',
      { schema: { tags, body: VisibilitySchema, response: { 200: VisibilitySchema } } },
      async (request) => {
        const updated = await repo.update(request.user.id, { profileVisible: request.body.profile_visible });
        return { profile_visible: updated?.profileVisible ?? request.body.profile_visible };
      },
    );

    for (const path of ['/profile/avatar', '/users/me/avatar']) {
      typed.post(path, { schema: { tags, response: { 200: ProfileResponse } } }, uploadAvatar);
    }
    typed.delete('/users/me/avatar', { schema: { tags, response: { 200: ProfileResponse } } }, removeAvatar);

    typed.get(
      '/profile/trainer',
      { schema: { tags, response: { 200: TrainerProfileSchema.extend({ name: z.string() }) } } },
      async (request) => {
        const [row] = await app.db.select().from(trainers).where(eq(trainers.userId, request.user.id));
        if (!request.user.isTrainer || !row)
          throw AppError.forbidden('Tu cuenta no tiene un perfil de entrenador.');
        return {
          name: row.name,
          specialization: row.specialization,
          experience_years: row.experienceYears,
          bio: row.bio,
        };
      },
    );
    typed.put(
      '/profile/trainer',
      {
        schema: {
          tags,
          body: TrainerProfileSchema,
          response: { 200: TrainerProfileSchema.extend({ name: z.string() }) },
        },
      },
      async (request) => {
        if (!request.user.isTrainer) throw AppError.forbidden('Tu cuenta no tiene un perfil de entrenador.');
        const [row] = await app.db
          .update(trainers)
          .set({
            specialization: request.body.specialization,
            experienceYears: request.body.experience_years,
            bio: request.body.bio,
          })
          .where(eq(trainers.userId, request.user.id))
          .returning();
        if (!row) throw AppError.forbidden('Tu cuenta no tiene un perfil de entrenador.');
        return {
          name: row.name,
          specialization: row.specialization,
          experience_years: row.experienceYears,
          bio: row.bio,
        };
      },
    );

    typed.get('/users/export-data', { schema: { tags } }, async (request, reply) => {
      const user = request.user;
      const [ownNotifications, ownFeedback, ownSessions, trainerProfile] = await Promise.all([
        app.db.select().from(notifications).where(eq(notifications.userId, user.id)),
        app.db.select().from(feedback).where(eq(feedback.userId, user.id)),
        app.db.select().from(sessions).where(eq(sessions.userId, user.id)),
        app.db.select().from(trainers).where(eq(trainers.userId, user.id)),
      ]);
      const data = {
        exported_at: new Date().toISOString(),
        account: {
          ...presentUser(user),
          profile_visible: user.profileVisible,
          signed_in_with_google: Boolean(user.googleSub),
        },
        notifications: ownNotifications.map((row) => ({
          title: row.title,
          message: row.message,
          is_read: row.isRead,
          action_url: row.actionUrl,
          created_at: row.createdAt,
        })),
        feedback: ownFeedback.map((row) => ({
          message: row.message,
          rating: row.rating,
          category: row.category,
          created_at: row.createdAt,
        })),
        sessions: ownSessions.map((row) => ({
          started_at: row.createdAt,
          expires_at: row.expiresAt,
          user_agent: row.userAgent,
          ip: row.ip,
        })),
        trainer_profile: trainerProfile.map((row) => ({
          name: row.name,
          specialization: row.specialization,
          experience_years: row.experienceYears,
          bio: row.bio,
        })),
      };
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="vitalia-mis-datos-${user.id}.json"`)
        .send(JSON.stringify(data, null, 2));
    });

    typed.post(
      '/users/delete-account',
      {
        schema: {
          tags,
          body: DeleteAccountSchema,
          response: { 200: z.object({ success: z.boolean(), message: z.string() }) },
        },
      },
      async (request, reply) => {
        const user = request.user;
        const confirmed = user.passwordHash
          ? Boolean(request.body.password) &&
            (await verifyPassword(user.passwordHash, request.body.password ?? ''))
          : request.body.confirm_email?.trim().toLowerCase() === user.email;
        if (!confirmed) {
          throw AppError.badRequest(
            user.passwordHash ? 'La contraseña no es correcta' : 'Escribe tu email para confirmar',
            {
              [user.passwordHash ? 'password' : 'confirm_email']: user.passwordHash
                ? 'La contraseña no es correcta'
                : 'Escribe tu email para confirmar',
            },
          );
        }
        // Feedback stays for the statistics, without anything that identifies the member.
        await app.db
          .update(feedback)
          .set({ name: null, email: null, userId: null })
          .where(eq(feedback.userId, user.id));
        if (user.avatarPath) await app.storage.remove(user.avatarPath);
        // Sessions, notifications and reset tokens go with the row (ON DELETE CASCADE).
        await repo.remove(user.id);
        reply.clearCookie('vitalia_session', { path: '/' });
        return { success: true, message: 'Tu cuenta y tus datos personales fueron eliminados.' };
      },
    );
  });

  // Avatars are shown to others only when the profile is visible; the owner and admins always see them.
  app.get(
    '/users/avatar/:id',
    { schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const target = await repo.findById(request.params.id);
      const viewer = (await request.session())?.user;
      const allowed = target && (target.profileVisible || viewer?.id === target.id || viewer?.isAdmin);
      const data = allowed && target.avatarPath ? await app.storage.read(target.avatarPath) : null;
      if (!data) throw AppError.notFound('Sin foto de perfil');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(data);
    },
  );

  app.get(
    '/users/avatar/:id/debug',
    {
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const target = await repo.findById(request.params.id);
      if (!target) throw AppError.notFound('Usuario no encontrado');
      const data = target.avatarPath ? await app.storage.read(target.avatarPath) : null;
      return {
        user_id: target.id,
        avatar_path: target.avatarPath,
        exists: Boolean(data),
        size_bytes: data?.length ?? 0,
        profile_visible: target.profileVisible,
      };
    },
  );
};

export default profileRoutes;
