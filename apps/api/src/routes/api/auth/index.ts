import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginSchema,
  AuthResponseSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  GoogleLoginSchema,
  LoginSchema,
  MeResponseSchema,
  MessageResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UsernameCheckSchema,
  usernameField,
} from '@vitalia/shared/auth';
import { USERNAME_MAX } from '@vitalia/shared/constants';
import { CHANGE_PASSWORD, FORGOT_PASSWORD, GOOGLE_ERRORS, REGISTER_ERRORS } from '@vitalia/shared/messages';
import { isPlaceholderGoogleClientId } from '@vitalia/shared/config';
import type { AppConfig } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { authService } from '../../../plugins/app/auth/auth-service';
import { createGoogleVerifier } from '../../../plugins/app/auth/google-verifier';
import { presentUser } from '../../../plugins/app/users/user-presenter';

const tags = ['autenticación'];

/** SPEC §7 "Authentication", with the session decided on the server. */
const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const auth = authService(app, config);
  const googleClientId = isPlaceholderGoogleClientId(config.GOOGLE_CLIENT_ID)
    ? null
    : (config.GOOGLE_CLIENT_ID ?? null);
  const verifyGoogleToken = googleClientId
    ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;

  app.post(
    '/auth/register',
    { schema: { tags, body: RegisterSchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => {
      const user = await auth.register(request, reply, request.body);
      return reply
        .status(201)
        .send({ success: true as const, user: presentUser(user), message: 'Cuenta creada con éxito' });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags, body: LoginSchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => {
      const user = await auth.login(request, reply, request.body);
      return { success: true as const, user: presentUser(user), message: 'Sesión iniciada' };
    },
  );

  app.post(
    '/auth/admin/login',
    { schema: { tags, body: AdminLoginSchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => {
      const user = await auth.adminLogin(request, reply, request.body);
      return { success: true as const, user: presentUser(user), message: 'Acceso autorizado' };
    },
  );

  app.get('/auth/me', { schema: { tags, response: { 200: MeResponseSchema } } }, async (request) => {
    const session = await request.session();
    return session
      ? { auth: true as const, user: presentUser(session.user) }
      : { auth: false as const, user: null };
  });

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { success: true, message: 'Sesión cerrada' };
    },
  );

  for (const path of ['/auth/refresh', '/auth/token/refresh']) {
    app.post(
      path,
      { schema: { tags, response: { 200: AuthResponseSchema } }, preHandler: app.requireUser },
      async (request, reply) => {
        await app.sessions.extend(request, reply);
        return { success: true as const, user: presentUser(request.user), message: 'Sesión renovada' };
      },
    );
  }

  app.post(
    '/auth/google',
    { schema: { tags, body: GoogleLoginSchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => {
      if (!verifyGoogleToken) throw new AppError(503, GOOGLE_ERRORS.notConfigured, 'GOOGLE_NOT_CONFIGURED');
      const identity = await verifyGoogleToken(request.body.token);
      if (!identity) throw AppError.unauthorized(GOOGLE_ERRORS.invalidToken);
      const user = await auth.googleLogin(request, reply, identity);
      return { success: true as const, user: presentUser(user), message: 'Sesión iniciada con Google' };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.forgotPassword(request, request.body.email);
      return { success: true, message: FORGOT_PASSWORD.sentBody };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { success: true, message: FORGOT_PASSWORD.resetDone };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: { tags, body: ChangePasswordSchema, response: { 200: MessageResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      await auth.changePassword(request, request.body);
      return { success: true, message: CHANGE_PASSWORD.done };
    },
  );

  app.get(
    '/check-username/:username',
    {
      schema: {
        tags,
        params: z.object({ username: z.string().max(USERNAME_MAX * 4) }),
        response: { 200: UsernameCheckSchema },
      },
    },
    async (request) => {
      const parsed = usernameField.safeParse(request.params.username);
      if (!parsed.success || parsed.data === '')
        throw AppError.badRequest(REGISTER_ERRORS.usernameFormat, {
          username: REGISTER_ERRORS.usernameFormat,
        });
      const available = await auth.usernameAvailable(parsed.data);
      return {
        success: true,
        available,
        message: available ? 'Nombre de usuario disponible' : 'El nombre de usuario no está disponible',
      };
    },
  );
};

export default authRoutes;
