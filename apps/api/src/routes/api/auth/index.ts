import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MessageResponseSchema } from '@vitalia/shared/api';
import {
  AdminLoginSchema,
  AuthResponseSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  GoogleLoginSchema,
  LoginFormPostSchema,
  LoginSchema,
  MeResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UsernameCheckSchema,
  usernameField,
} from '@vitalia/shared/auth';
import { USERNAME_MAX } from '@vitalia/shared/constants/auth';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  GOOGLE_ERRORS,
  REGISTER_ERRORS,
  type LoginFormPostError,
} from '@vitalia/shared/messages/auth';
import { ERROR_CODES } from '@vitalia/shared/api';
import { isPlaceholderGoogleClientId } from '@vitalia/shared/config';
import type { AppConfig } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { createGoogleVerifier } from '../../../plugins/app/auth/google-verifier';
import { presentUser } from '../../../plugins/app/users/user-presenter';
import { AUTH_RESULTS, LOGIN_ERRORS } from '@vitalia/shared/messages/auth';

const tags = ['autenticación'];
const publicRoute = { access: 'public' } as const;
const signedIn = { access: 'signed-in' } as const;
const caller = (request: FastifyRequest) => ({ ip: request.ip });

/** SPEC §7 "Authentication": the session is decided on the server; the service holds the rules. */
const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const accounts = app.accountService;
  const googleClientId = isPlaceholderGoogleClientId(config.GOOGLE_CLIENT_ID)
    ? null
    : (config.GOOGLE_CLIENT_ID ?? null);
  const verifyGoogleToken = googleClientId
    ? createGoogleVerifier({ clientId: googleClientId, jwksUrl: config.GOOGLE_JWKS_URL })
    : null;
  // For operators, not members: the sign-in screen simply shows no Google button (issue 11, ADR 0023).
  if (!googleClientId)
    app.log.info('Google sign-in is off: set GOOGLE_CLIENT_ID to show "Continuar con Google" on /login');

  app.post(
    '/register',
    { schema: { tags, body: RegisterSchema, response: { 201: AuthResponseSchema } }, config: publicRoute },
    async (request, reply) => {
      const user = await accounts.register(request.body, caller(request));
      await app.sessions.start(request, reply, user.id, false);
      return reply
        .status(201)
        .send({ success: true as const, user: presentUser(user), message: AUTH_RESULTS.registered });
    },
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginSchema, response: { 200: AuthResponseSchema } }, config: publicRoute },
    async (request, reply) => {
      const user = await accounts.login(request.body, caller(request));
      await app.sessions.start(request, reply, user.id, request.body.rememberMe);
      return { success: true as const, user: presentUser(user), message: AUTH_RESULTS.signedIn };
    },
  );

  // Issue 22 item 1 (ADR 0035): the sign-in form of the page drawn at build time, sent before the app has
  // loaded. The same rules as /login; the answer is a redirect: to /home signed in, or back to /login with
  // the reason as a fragment that page shows. It cannot carry the CSRF token (the page is static), so the
  // CSRF hook checks that it comes from this site's own page instead (`csrfByOrigin`).
  app.post(
    '/login/form',
    {
      schema: { tags, body: LoginFormPostSchema },
      attachValidation: true,
      config: { ...publicRoute, csrfByOrigin: true },
    },
    async (request, reply) => {
      const back = (reason: LoginFormPostError) => reply.redirect(`/login#${reason}`, 303);
      if (request.validationError) return back('error-datos');
      try {
        const user = await accounts.login(request.body, caller(request));
        await app.sessions.start(request, reply, user.id, request.body.rememberMe);
        return reply.redirect('/home', 303);
      } catch (error) {
        // What the JSON sign-in would log through the error handler: the unexpected, never the refusals.
        if (!(error instanceof AppError))
          request.log.error({ err: error }, 'sign-in from the plain form failed');
        return back(loginFormPostError(error));
      }
    },
  );

  app.post(
    '/admin/login',
    { schema: { tags, body: AdminLoginSchema, response: { 200: AuthResponseSchema } }, config: publicRoute },
    async (request, reply) => {
      const user = await accounts.adminLogin(request.body, caller(request));
      await app.sessions.start(request, reply, user.id, false);
      return { success: true as const, user: presentUser(user), message: AUTH_RESULTS.adminSignedIn };
    },
  );

  app.get(
    '/me',
    { schema: { tags, response: { 200: MeResponseSchema } }, config: publicRoute },
    async (request) => {
      const session = await request.session();
      return session
        ? { auth: true as const, user: presentUser(session.user) }
        : { auth: false as const, user: null };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: MessageResponseSchema } }, config: publicRoute },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { success: true, message: AUTH_RESULTS.signedOut };
    },
  );

  app.post(
    '/refresh',
    { schema: { tags, response: { 200: AuthResponseSchema } }, config: signedIn },
    async (request, reply) => {
      await app.sessions.extend(request, reply);
      return { success: true as const, user: presentUser(request.user), message: AUTH_RESULTS.refreshed };
    },
  );

  app.post(
    '/google',
    { schema: { tags, body: GoogleLoginSchema, response: { 200: AuthResponseSchema } }, config: publicRoute },
    async (request, reply) => {
      if (!verifyGoogleToken) throw new AppError(503, GOOGLE_ERRORS.notConfigured, 'GOOGLE_NOT_CONFIGURED');
      const identity = await verifyGoogleToken(request.body.token);
      if (!identity) throw AppError.unauthorized(GOOGLE_ERRORS.invalidToken);
      const user = await accounts.googleLogin(identity);
      await app.sessions.start(request, reply, user.id, true);
      return { success: true as const, user: presentUser(user), message: AUTH_RESULTS.googleSignedIn };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageResponseSchema } },
      config: publicRoute,
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, caller(request));
      return { success: true, message: FORGOT_PASSWORD.sentBody };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: { tags, body: ResetPasswordSchema, response: { 200: MessageResponseSchema } },
      config: publicRoute,
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return { success: true, message: FORGOT_PASSWORD.resetDone };
    },
  );

  app.post(
    '/change-password',
    {
      schema: { tags, body: ChangePasswordSchema, response: { 200: MessageResponseSchema } },
      config: signedIn,
    },
    async (request) => {
      const session = await request.session();
      if (!session) throw AppError.unauthorized();
      await accounts.changePassword(session.user, session.id, request.body);
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
      config: publicRoute,
    },
    async (request) => {
      const parsed = usernameField.safeParse(request.params.username);
      if (!parsed.success || parsed.data === '')
        throw AppError.badRequest(REGISTER_ERRORS.usernameFormat, {
          username: REGISTER_ERRORS.usernameFormat,
        });
      const available = await accounts.usernameAvailable(parsed.data);
      return {
        success: true,
        available,
        message: available ? AUTH_RESULTS.usernameAvailable : LOGIN_ERRORS.usernameTaken,
      };
    },
  );
};

export default authRoutes;

/** Which of the spelled-out reasons (LOGIN_FORM_POST_ERRORS) a failed sign-in from the plain form shows. */
function loginFormPostError(error: unknown): LoginFormPostError {
  if (!(error instanceof AppError)) return 'error-servidor';
  if (error.statusCode === 429) return 'error-intentos';
  if (error.code === ERROR_CODES.ACCOUNT_SUSPENDED) return 'error-cuenta';
  if (error.statusCode === 401) return 'error-credenciales';
  if (error.statusCode === 400) return 'error-datos';
  return 'error-servidor';
}
