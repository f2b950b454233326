import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The min metadata, as the browser's phone input uses: valid length and prefix for the country.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { FORGOT_PASSWORD_LIMIT, LOGIN_LIMIT } from '@vitalia/shared/constants';
import {
  ADMIN_LOGIN,
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  GOOGLE_ERRORS,
  LOGIN_ERRORS,
  REGISTER_ERRORS,
} from '@vitalia/shared/messages';
import type { ChangePasswordSchema, LoginSchema, RegisterSchema } from '@vitalia/shared/auth';
import type { AppConfig } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../lib/password';
import type { UserRow } from '../users/user-presenter';
import { generateUsername, usernameBase } from '../users/username';
import { passwordResetEmail, welcomeEmail } from './auth-emails';
import type { GoogleIdentity } from './google-verifier';
import { resetTokens } from './reset-tokens';

const REGISTER_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** The account rules: who may sign in, how accounts are created and recovered. Routes only translate HTTP. */
export function authService(app: FastifyInstance, config: AppConfig) {
  const repo = app.users;
  const tokens = resetTokens(app.db);

  async function checkCredentials(
    request: FastifyRequest,
    email: string,
    password: string,
  ): Promise<UserRow> {
    const limitKey = `login:${email}:${request.ip}`;
    await app.rateLimiter.consume(limitKey, LOGIN_LIMIT, LOGIN_ERRORS.tooManyAttempts);
    const user = await repo.findByEmail(email);
    // Unknown e-mail and wrong password look the same, in answer and in time (DESIGN difference 6).
    if (!user?.passwordHash) {
      await burnPasswordCheck(password);
      throw AppError.unauthorized(LOGIN_ERRORS.invalidCredentials);
    }
    if (!(await verifyPassword(user.passwordHash, password)))
      throw AppError.unauthorized(LOGIN_ERRORS.invalidCredentials);
    await app.rateLimiter.reset(limitKey);
    return user;
  }

  async function announceNewMember(user: UserRow) {
    await app.notifier.notify([user.id], {
      title: '¡Te damos la bienvenida a Vitalia!',
      message: 'Tu cuenta está lista. Parte por el tutorial para conocer todo lo que puedes hacer.',
      actionUrl: '/tutorial',
    });
    await app.notifier.notifyAdmins({
      title: 'Nuevo usuario registrado',
      message: `${user.firstName} ${user.lastName} (${user.email}) creó una cuenta.`,
      actionUrl: '/admin/users',
    });
  }

  return {
    async register(
      request: FastifyRequest,
      reply: FastifyReply,
      input: z.output<typeof RegisterSchema>,
    ): Promise<UserRow> {
      await app.rateLimiter.consume(`register:${request.ip}`, REGISTER_LIMIT, LOGIN_ERRORS.tooManyAttempts);
      if (!isValidPhoneNumber(input.phone, 'CL'))
        throw AppError.badRequest(REGISTER_ERRORS.phoneInvalid, { phone: REGISTER_ERRORS.phoneInvalid });
      if (await repo.findByEmail(input.email))
        throw AppError.conflict(LOGIN_ERRORS.emailTaken, { email: LOGIN_ERRORS.emailTaken });
      const isTaken = (candidate: string) => repo.usernameTaken(candidate);
      let username = input.username ?? '';
      if (username && (await isTaken(username)))
        throw AppError.conflict(LOGIN_ERRORS.usernameTaken, { username: LOGIN_ERRORS.usernameTaken });
      if (!username)
        username = await generateUsername(
          usernameBase(input.first_name, input.last_name, input.email),
          isTaken,
        );

      let user: UserRow;
      try {
        user = await repo.insert({
          email: input.email,
          username,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
        });
      } catch (error) {
        // Two sign-ups racing for the same e-mail or username: the unique index decides.
        if (
          String(
            (error as { cause?: { code?: string }; code?: string }).cause?.code ??
              (error as { code?: string }).code,
          ) === '23505'
        ) {
          throw AppError.conflict(LOGIN_ERRORS.emailTaken);
        }
        throw error;
      }
      await app.sessions.start(request, reply, user.id, false);
      await announceNewMember(user);
      await app.mailer
        .send(welcomeEmail(user.email, user.firstName, `${config.PUBLIC_URL}/home`))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'welcome e-mail failed');
        });
      return user;
    },

    async login(
      request: FastifyRequest,
      reply: FastifyReply,
      input: z.output<typeof LoginSchema>,
    ): Promise<UserRow> {
      const user = await checkCredentials(request, input.email, input.password);
      await app.sessions.start(request, reply, user.id, input.rememberMe);
      return user;
    },

    async adminLogin(
      request: FastifyRequest,
      reply: FastifyReply,
      input: { email: string; password: string },
    ): Promise<UserRow> {
      const user = await checkCredentials(request, input.email, input.password);
      if (!user.isAdmin) throw AppError.forbidden(ADMIN_LOGIN.notAdmin);
      await app.sessions.start(request, reply, user.id, false);
      return user;
    },

    async googleLogin(
      request: FastifyRequest,
      reply: FastifyReply,
      identity: GoogleIdentity,
    ): Promise<UserRow> {
      let user = (await repo.findByGoogleSub(identity.sub)) ?? (await repo.findByEmail(identity.email));
      if (user && !user.googleSub) user = await repo.update(user.id, { googleSub: identity.sub });
      if (!user) {
        const firstName = identity.givenName || identity.email.split('@')[0] || 'Socio';
        const username = await generateUsername(
          usernameBase(firstName, identity.familyName, identity.email),
          (candidate) => repo.usernameTaken(candidate),
        );
        user = await repo.insert({
          email: identity.email,
          username,
          firstName,
          lastName: identity.familyName,
          googleSub: identity.sub,
        });
        await announceNewMember(user);
      }
      if (!user) throw AppError.unauthorized(GOOGLE_ERRORS.invalidToken);
      await app.sessions.start(request, reply, user.id, true);
      return user;
    },

    async forgotPassword(request: FastifyRequest, email: string): Promise<void> {
      await app.rateLimiter.consume(`forgot:${email}`, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD.tooMany);
      const user = await repo.findByEmail(email);
      if (!user) return;
      const token = await tokens.issue(user.id);
      const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
      await app.mailer.send(passwordResetEmail(user.email, user.firstName, link)).catch((error: unknown) => {
        request.log.error({ err: error }, 'reset e-mail failed');
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await tokens.consume(token);
      if (!userId)
        throw AppError.badRequest(FORGOT_PASSWORD.tokenInvalid, { token: FORGOT_PASSWORD.tokenInvalid });
      await repo.update(userId, { passwordHash: await hashPassword(password) });
      await app.sessions.endOthers(userId);
    },

    async changePassword(
      request: FastifyRequest,
      input: z.output<typeof ChangePasswordSchema>,
    ): Promise<void> {
      const session = await request.session();
      if (!session) throw AppError.unauthorized();
      const user = session.user;
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
        throw AppError.badRequest(CHANGE_PASSWORD.wrongCurrent, {
          current_password: CHANGE_PASSWORD.wrongCurrent,
        });
      }
      await repo.update(user.id, { passwordHash: await hashPassword(input.new_password) });
      await app.sessions.endOthers(user.id, session.id);
    },

    usernameAvailable: async (username: string) => !(await repo.usernameTaken(username)),
  };
}
