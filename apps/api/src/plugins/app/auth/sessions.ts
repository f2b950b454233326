import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_BROWSER_MS, SESSION_COOKIE, SESSION_REMEMBER_MS } from '@vitalia/shared/constants/auth';
import { AppError } from '../../../lib/app-error';
import { announce as announceToAll, CHANNELS } from '../../../db/announce';
import { SessionCache } from './session-cache';
import { sessionsRepository, type SessionsRepository } from './sessions-repository';
import type { UserRow } from '../users/user-presenter';

export interface SessionContext {
  id: string;
  remember: boolean;
  expiresAt: Date;
  user: UserRow;
}

/**
 * What ended, as told to every instance: one session, every session of a user but one, or (after this
 * instance missed notifications) possibly anything.
 */
export type Revocation =
  | { kind: 'session'; sessionId: string }
  | { kind: 'user'; userId: number; keepSessionId?: string }
  | { kind: 'unknown' };

export const SESSIONS_CHANNEL = CHANNELS.sessions;
const SESSION_CACHE_TTL_MS = 10_000;
/** "Último uso" is precise to this: one small write per session at most this often, off the request path. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;
const SESSION_CACHE_MAX = 50_000;

export interface SessionManager {
  /** Starts a session row and sets the httpOnly cookie (and a fresh CSRF token). */
  start(request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<void>;
  /** Pushes the expiry forward by the session's own length (POST /auth/refresh). */
  extend(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of the user except the one given (password reset or change, suspension, deletion). */
  endOthers(userId: number, keepSessionId?: string): Promise<void>;
  /** Ends one session by its stored id (an admin closing one of a member's sessions), on every instance. */
  endSession(sessionId: string): Promise<void>;
  /** Call after changing a user row: every instance re-reads that user's sessions. */
  userChanged(userId: number): Promise<void>;
  /**
   * For a change inside a transaction that announces itself at commit (memberships' setUserPlan): this
   * instance forgets the user's cached sessions now, so its next request after the commit reads the new row.
   */
  forgetUserHere(userId: number): void;
  /** Called on this instance for every revocation, wherever it happened (open streams close on it). */
  onRevoked(listener: (revocation: Revocation) => void): () => void;
  /** Removes the session cookie with the attributes it was set with. */
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    sessionsRepository: SessionsRepository;
  }
  interface FastifyRequest {
    /** The session of the caller, read once per request; null when anonymous. */
    session(): Promise<SessionContext | null>;
  }
}

const SESSION_COOKIE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Change =
  { sessionId: string; revoked?: boolean } | { userId: number; revoked?: boolean; keepSessionId?: string };

export default fp(
  async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
    const repo = sessionsRepository(app.db);
    app.decorate('sessionsRepository', repo);

    // The HMAC of a token never changes: remembering it spares every authenticated call one HMAC (bench).
    const knownHashes = new Map<string, string>();
    const hashToken = (token: string) => {
      let hash = knownHashes.get(token);
      if (hash === undefined) {
        hash = crypto.createHmac('sha256', options.secret).update(token).digest('hex');
        if (knownHashes.size >= SESSION_CACHE_MAX) knownHashes.clear();
        knownHashes.set(token, hash);
      }
      return hash;
    };
    const lengthOf = (remember: boolean) => (remember ? SESSION_REMEMBER_MS : SESSION_BROWSER_MS);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
    };

    const setCookie = (reply: FastifyReply, token: string, remember: boolean, expiresAt: Date) => {
      // A browser-session cookie unless "rememberMe"; the server row expires either way.
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        ...(remember ? { expires: expiresAt } : {}),
      });
    };

    const remembered = new SessionCache<SessionContext>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX);
    const revocationListeners = new Set<(revocation: Revocation) => void>();
    const tellRevoked = (revocation: Revocation) => {
      for (const listener of revocationListeners) listener(revocation);
    };

    const apply = (change: Change) => {
      if ('sessionId' in change) {
        remembered.forgetSession(change.sessionId);
        if (change.revoked) tellRevoked({ kind: 'session', sessionId: change.sessionId });
      } else {
        remembered.forgetUser(change.userId);
        if (change.revoked)
          tellRevoked({ kind: 'user', userId: change.userId, keepSessionId: change.keepSessionId });
      }
    };

    // The cache is only as fresh as the NOTIFY stream: while LISTEN is down nothing is remembered, and what
    // was remembered before is dropped, so a session revoked meanwhile on another instance is never served.
    let cacheEnabled = true;
    app.database.onListenState((state) => {
      remembered.clear();
      cacheEnabled = state === 'up';
      if (state === 'up') tellRevoked({ kind: 'unknown' });
    });

    const unlisten = await app.database.listen(SESSIONS_CHANNEL, (payload) => {
      try {
        apply(JSON.parse(payload) as Change);
      } catch {
        // not ours
      }
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });

    /** Applies here at once, then tells every instance (including this one) through PostgreSQL. */
    const announce = async (change: Change) => {
      apply(change);
      await announceToAll(app.db, SESSIONS_CHANNEL, change);
    };

    const perRequest = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();
    async function lookup(request: FastifyRequest): Promise<SessionContext | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !SESSION_COOKIE_TOKEN.test(token)) return null;
      const id = hashToken(token);
      const known = cacheEnabled ? remembered.get(id) : undefined;
      if (known) return known;
      const mark = remembered.mark();
      const row = await repo.findActive(id);
      if (!row || row.session.expiresAt.getTime() <= Date.now()) return null;
      if (Date.now() - row.session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
        repo
          .touch(id)
          .catch((error: unknown) => request.log.warn({ err: error }, 'session last-used not saved'));
      const context = {
        id: row.session.id,
        remember: row.session.remember,
        expiresAt: row.session.expiresAt,
        user: row.user,
      };
      if (cacheEnabled) remembered.set(id, context, mark);
      return context;
    }

    app.decorateRequest('session', function (this: FastifyRequest) {
      let pending = perRequest.get(this);
      if (!pending) {
        pending = lookup(this);
        perRequest.set(this, pending);
      }
      return pending;
    });

    const manager: SessionManager = {
      async start(request, reply, userId, remember) {
        const token = crypto.randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + lengthOf(remember));
        await repo.insert({
          id: hashToken(token),
          userId,
          remember,
          expiresAt,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          ip: request.ip,
        });
        await repo.recordSignIn(userId);
        setCookie(reply, token, remember, expiresAt);
        // A token an attacker planted before sign-in must not survive it.
        app.csrf.rotate(request, reply);
        perRequest.delete(request);
      },
      async extend(request, reply) {
        const current = await request.session();
        const token = request.cookies[SESSION_COOKIE];
        if (!current || !token) throw AppError.unauthorized();
        const expiresAt = new Date(Date.now() + lengthOf(current.remember));
        await repo.extend(current.id, expiresAt);
        await announce({ sessionId: current.id });
        setCookie(reply, token, current.remember, expiresAt);
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token && SESSION_COOKIE_TOKEN.test(token)) {
          const id = hashToken(token);
          await repo.remove(id);
          await announce({ sessionId: id, revoked: true });
        }
        manager.clearCookie(reply);
        perRequest.delete(request);
      },
      async endOthers(userId, keepSessionId) {
        await repo.removeAllOf(userId, keepSessionId);
        await announce({ userId, revoked: true, keepSessionId });
      },
      async endSession(sessionId) {
        await repo.remove(sessionId);
        await announce({ sessionId, revoked: true });
      },
      async userChanged(userId) {
        await announce({ userId });
      },
      forgetUserHere(userId) {
        remembered.forgetUser(userId);
      },
      onRevoked(listener) {
        revocationListeners.add(listener);
        return () => revocationListeners.delete(listener);
      },
      clearCookie(reply) {
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    };
    app.decorate('sessions', manager);
  },
  { name: 'sessions', dependencies: ['database', 'csrf', '@fastify/cookie'] },
);
