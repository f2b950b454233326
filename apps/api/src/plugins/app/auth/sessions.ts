import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { SESSION_BROWSER_MS, SESSION_COOKIE, SESSION_REMEMBER_MS } from '@vitalia/shared/constants';
import { sessions, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { SessionCache } from './session-cache';
import type { UserRow } from '../users/user-presenter';

export interface SessionContext {
  id: string;
  remember: boolean;
  expiresAt: Date;
  user: UserRow;
}

export const SESSIONS_CHANNEL = 'vitalia_sessions';
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;

export interface SessionManager {
  /** Starts a session row and sets the httpOnly cookie. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<void>;
  /** Pushes the expiry forward by the session's own length (POST /auth/refresh). */
  extend(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of the user except the one given (password reset or change). */
  endOthers(userId: number, keepSessionId?: string): Promise<void>;
  /** Call after changing a user row: every instance re-reads that user's sessions. */
  userChanged(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The session of the caller, read once per request; null when anonymous. */
    session(): Promise<SessionContext | null>;
    /** Set by requireUser/requireAdmin: the signed-in user. */
    user: UserRow;
  }
}

const SESSION_COOKIE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export default fp(
  async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
    const hashToken = (token: string) =>
      crypto.createHmac('sha256', options.secret).update(token).digest('hex');
    const lengthOf = (remember: boolean) => (remember ? SESSION_REMEMBER_MS : SESSION_BROWSER_MS);

    const setCookie = (reply: FastifyReply, token: string, remember: boolean, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        // A browser-session cookie unless "rememberMe"; the server row expires either way.
        ...(remember ? { expires: expiresAt } : {}),
      });
    };

    // Every authenticated call runs this: built and prepared once (the database plans it once too).
    const lookupStatement = app.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('session_lookup');

    const remembered = new SessionCache<SessionContext>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
    const unlisten = await app.database.listen(SESSIONS_CHANNEL, (payload) => {
      let change: { sessionId?: string; userId?: number };
      try {
        change = JSON.parse(payload) as typeof change;
      } catch {
        return;
      }
      if (change.sessionId) remembered.forgetSession(change.sessionId);
      if (change.userId) remembered.forgetUser(change.userId);
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
    /** Forget here at once, then tell every instance (including this one) through PostgreSQL. */
    const announce = async (change: { sessionId?: string; userId?: number }) => {
      if (change.sessionId) remembered.forgetSession(change.sessionId);
      if (change.userId) remembered.forgetUser(change.userId);
      await app.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(change)})`);
    };

    const cache = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();
    async function lookup(request: FastifyRequest): Promise<SessionContext | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !SESSION_COOKIE_TOKEN.test(token)) return null;
      const id = hashToken(token);
      const known = remembered.get(id);
      if (known) return known;
      const [row] = await lookupStatement.execute({ id });
      if (!row || row.session.expiresAt.getTime() <= Date.now()) return null;
      const context = {
        id: row.session.id,
        remember: row.session.remember,
        expiresAt: row.session.expiresAt,
        user: row.user,
      };
      remembered.set(id, context);
      return context;
    }

    app.decorateRequest('session', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = lookup(this);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('user', null as unknown as UserRow);

    const manager: SessionManager = {
      async start(request, reply, userId, remember) {
        const token = crypto.randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + lengthOf(remember));
        await app.db.insert(sessions).values({
          id: hashToken(token),
          userId,
          remember,
          expiresAt,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          ip: request.ip,
        });
        setCookie(reply, token, remember, expiresAt);
        cache.delete(request);
      },
      async extend(request, reply) {
        const current = await request.session();
        const token = request.cookies[SESSION_COOKIE];
        if (!current || !token) throw AppError.unauthorized();
        const expiresAt = new Date(Date.now() + lengthOf(current.remember));
        await app.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, current.id));
        await announce({ sessionId: current.id });
        setCookie(reply, token, current.remember, expiresAt);
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) {
          await app.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
          await announce({ sessionId: hashToken(token) });
        }
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        cache.delete(request);
      },
      async endOthers(userId, keepSessionId) {
        await app.db
          .delete(sessions)
          .where(
            keepSessionId
              ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
              : eq(sessions.userId, userId),
          );
        await announce({ userId });
      },
      async userChanged(userId) {
        await announce({ userId });
      },
    };
    app.decorate('sessions', manager);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const current = await request.session();
      if (!current) throw AppError.unauthorized();
      request.user = current.user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const current = await request.session();
      if (!current) throw AppError.unauthorized();
      // DESIGN difference 1: only the stored flag makes an admin.
      if (!current.user.isAdmin) throw AppError.forbidden();
      request.user = current.user;
    });
  },
  { name: 'sessions', dependencies: ['database', '@fastify/cookie'] },
);
