import type { FastifyInstance } from 'fastify';
// The min metadata, as the browser's phone input uses: valid length and prefix for the country.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { z } from 'zod';
import {
  FORGOT_PASSWORD_ADDRESS_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  LOGIN_ACCOUNT_FAILURES_LIMIT,
  LOGIN_ADDRESS_FAILURES_LIMIT,
  LOGIN_LIMIT,
  REGISTER_ADDRESS_LIMIT,
} from '@vitalia/shared/constants/limits';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  GOOGLE_ERRORS,
  LOGIN_ERRORS,
  REGISTER_ERRORS,
} from '@vitalia/shared/messages/auth';
import type { ChangePasswordSchema, LoginSchema, RegisterSchema } from '@vitalia/shared/auth';
import { ERROR_CODES } from '@vitalia/shared/api';
import { AppError } from '../../../lib/app-error';
import { uniqueViolation } from '../../../lib/database-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../lib/password';
import type { UserRow } from '../users/user-presenter';
import { generateUsername, usernameBase } from '../users/username';
import { invitationEmail, passwordResetEmail, welcomeEmail } from './auth-emails';
import type { GoogleIdentity } from './google-verifier';
import { resetTokens } from './reset-tokens-repository';
import { domainPlugin } from '../domain-plugin';
import { NOTIFICATION_MESSAGES } from '@vitalia/shared/messages/notifications';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';

/** Who is calling, as far as the rules need to know: the address (after TRUST_PROXY) only. */
export interface Caller {
  ip: string;
}

const USERNAME_RACE_RETRIES = 5;

/**
 * The account rules: who may sign in, how accounts are created and recovered. It takes and returns plain
 * values; the routes set cookies and translate HTTP.
 */
/** Told only after the password matched: a wrong password never learns that an account is suspended. */
function assertNotSuspended(user: UserRow) {
  if (user.status === 'suspended')
    throw new AppError(403, ADMIN_USER_MESSAGES.suspendedLogin, ERROR_CODES.ACCOUNT_SUSPENDED);
}

const INVITATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export function accountService(app: FastifyInstance, publicUrl: string) {
  const repo = app.usersRepository;
  const limiter = app.rateLimiter;
  const tokens = resetTokens(app.db);

  async function checkCredentials(caller: Caller, email: string, password: string): Promise<UserRow> {
    const pairKey = `login:${email}:${caller.ip}`;
    const accountKey = `login-account:${email}`;
    const addressKey = `login-address:${caller.ip}`;
    await limiter.consume(pairKey, LOGIN_LIMIT, LOGIN_ERRORS.tooManyAttempts);
    await limiter.assertBelow(accountKey, LOGIN_ACCOUNT_FAILURES_LIMIT, LOGIN_ERRORS.tooManyAttempts);
    await limiter.assertBelow(addressKey, LOGIN_ADDRESS_FAILURES_LIMIT, LOGIN_ERRORS.tooManyAttempts);
    const user = await repo.findByEmail(email);
    // Unknown e-mail and wrong password look the same, in answer and in time (DESIGN difference 6).
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      await limiter.consume(accountKey, LOGIN_ACCOUNT_FAILURES_LIMIT, LOGIN_ERRORS.tooManyAttempts);
      await limiter.consume(addressKey, LOGIN_ADDRESS_FAILURES_LIMIT, LOGIN_ERRORS.tooManyAttempts);
      throw AppError.unauthorized(LOGIN_ERRORS.invalidCredentials);
    }
    await limiter.reset(pairKey);
    assertNotSuspended(user);
    return user;
  }

  async function announceNewMember(user: UserRow) {
    await app.notifier.notify([user.id], {
      title: NOTIFICATION_MESSAGES.welcomeTitle,
      message: NOTIFICATION_MESSAGES.welcomeMessage,
      actionUrl: '/tutorial',
    });
    await app.notifier.notifyAdmins({
      title: NOTIFICATION_MESSAGES.newMemberTitle,
      message: NOTIFICATION_MESSAGES.newMemberMessage(`${user.firstName} ${user.lastName}`, user.email),
      actionUrl: '/admin/users',
    });
  }

  /**
   * Inserts with a free username. Two sign-ups can pick the same generated name between the check and the
   * insert: the unique index decides, and a generated name is simply generated again.
   */
  async function insertMember(
    input: z.output<typeof RegisterSchema>,
    passwordHash: string | null,
  ): Promise<UserRow> {
    const isTaken = (candidate: string) => repo.usernameTaken(candidate);
    const chosen = input.username ?? '';
    if (chosen && (await isTaken(chosen)))
      throw AppError.conflict(LOGIN_ERRORS.usernameTaken, { username: LOGIN_ERRORS.usernameTaken });
    const base = usernameBase(input.first_name, input.last_name, input.email);
    for (let attempt = 0; ; attempt += 1) {
      const username = chosen || (await generateUsername(base, isTaken, attempt > 0));
      try {
        return await repo.insert({
          email: input.email,
          username,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_unique')
          throw AppError.conflict(LOGIN_ERRORS.emailTaken, { email: LOGIN_ERRORS.emailTaken });
        if (constraint === 'users_username_unique') {
          if (chosen)
            throw AppError.conflict(LOGIN_ERRORS.usernameTaken, { username: LOGIN_ERRORS.usernameTaken });
          if (attempt < USERNAME_RACE_RETRIES) continue;
        }
        throw error;
      }
    }
  }

  return {
    async register(input: z.output<typeof RegisterSchema>, caller: Caller): Promise<UserRow> {
      await limiter.consume(
        `register:${caller.ip}`,
        REGISTER_ADDRESS_LIMIT,
        REGISTER_ERRORS.tooManyRegistrations,
      );
      if (!isValidPhoneNumber(input.phone, 'CL'))
        throw AppError.badRequest(REGISTER_ERRORS.phoneInvalid, { phone: REGISTER_ERRORS.phoneInvalid });
      if (await repo.findByEmail(input.email))
        throw AppError.conflict(LOGIN_ERRORS.emailTaken, { email: LOGIN_ERRORS.emailTaken });
      const user = await insertMember(input, await hashPassword(input.password));
      await announceNewMember(user);
      await app.mailer.enqueue(welcomeEmail(user.email, user.firstName, `${publicUrl}/home`), 'welcome');
      return user;
    },

    login: (input: z.output<typeof LoginSchema>, caller: Caller) =>
      checkCredentials(caller, input.email, input.password),

    /**
     * A member's right password gets the same 401 as a wrong one: the admin door never confirms that a
     * password is correct for an account that may not use it.
     */
    async adminLogin(input: { email: string; password: string }, caller: Caller): Promise<UserRow> {
      const user = await checkCredentials(caller, input.email, input.password);
      if (user.role !== 'admin') throw AppError.unauthorized(LOGIN_ERRORS.invalidCredentials);
      return user;
    },

    async googleLogin(identity: GoogleIdentity): Promise<UserRow> {
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
      assertNotSuspended(user);
      return user;
    },

    /**
     * Same answer and the same work whether or not the account exists: the mail is sent after the response
     * (a slow mail server would otherwise tell which addresses are registered).
     */
    async forgotPassword(email: string, caller: Caller): Promise<void> {
      await limiter.consume(
        `forgot-address:${caller.ip}`,
        FORGOT_PASSWORD_ADDRESS_LIMIT,
        FORGOT_PASSWORD.tooMany,
      );
      await limiter.consume(`forgot:${email}`, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD.tooMany);
      const user = await repo.findByEmail(email);
      if (!user) return;
      // The token and its mail commit together: a process killed after the answer still sends it.
      await app.db.transaction(async (tx) => {
        const token = await tokens.issue(user.id, undefined, tx);
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await app.mailer.enqueue(passwordResetEmail(user.email, user.firstName, link), 'password-reset', {
          tx,
        });
      });
    },

    /** An admin's doing (new account or "send reset"): no rate limit by address, the admin is signed in. */
    async sendPasswordLink(user: UserRow, kind: 'invitation' | 'reset'): Promise<void> {
      await limiter.consume(`forgot:${user.email}`, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD.tooMany);
      await app.db.transaction(async (tx) => {
        const token = await tokens.issue(user.id, kind === 'invitation' ? INVITATION_TTL_MS : undefined, tx);
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await app.mailer.enqueue(
          kind === 'invitation'
            ? invitationEmail(user.email, user.firstName, link)
            : passwordResetEmail(user.email, user.firstName, link),
          kind === 'invitation' ? 'invitation' : 'password-reset',
          { tx },
        );
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
      user: UserRow,
      currentSessionId: string,
      input: z.output<typeof ChangePasswordSchema>,
    ): Promise<void> {
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
        throw AppError.badRequest(CHANGE_PASSWORD.wrongCurrent, {
          current_password: CHANGE_PASSWORD.wrongCurrent,
        });
      }
      await repo.update(user.id, { passwordHash: await hashPassword(input.new_password) });
      await app.sessions.endOthers(user.id, currentSessionId);
    },

    /**
     * The member behind an address she has just proved is hers (the free evaluation's e-mail link, ADR 0092):
     * her account when there is one, else a new member without a password, made from what she typed.
     */
    async memberForConfirmedAddress(person: {
      email: string;
      firstName: string;
      lastName: string;
      phone: string;
    }): Promise<UserRow> {
      const existing = await repo.findByEmail(person.email);
      if (existing) return existing;
      try {
        const user = await insertMember(
          {
            email: person.email,
            first_name: person.firstName,
            last_name: person.lastName,
            phone: person.phone,
            password: '',
          },
          null,
        );
        await announceNewMember(user);
        return user;
      } catch (error) {
        // Her second click raced the first: the account the first made is hers.
        const raced = await repo.findByEmail(person.email);
        if (raced) return raced;
        throw error;
      }
    },

    /** A one-time "Crea tu contraseña" token, for an account that has no way in yet. */
    async firstPasswordToken(user: UserRow): Promise<string | null> {
      if (user.passwordHash || user.googleSub) return null;
      return tokens.issue(user.id, INVITATION_TTL_MS);
    },

    usernameAvailable: async (username: string) => !(await repo.usernameTaken(username)),
  };
}

export type AccountService = ReturnType<typeof accountService>;

declare module 'fastify' {
  interface FastifyInstance {
    accountService: AccountService;
  }
}

export default domainPlugin('accountService', (app) => accountService(app, app.config.PUBLIC_URL), [
  'users-repository',
  'rate-limiter',
  'notifier',
  'mailer',
  'sessions',
]);
