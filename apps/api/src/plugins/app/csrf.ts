import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@vitalia/shared/constants';
import { API_ERRORS } from '@vitalia/shared/messages';
import { ERROR_CODES } from '@vitalia/shared/api';
import { AppError } from '../../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider callbacks carry their own signature instead of our cookie. */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

const VALID_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const TOKEN_BYTES = 24;
const POOL_TOKENS = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** 24 random bytes as base64url, cut from a pool filled by the CSPRNG 256 tokens at a time. */
function newToken(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    pool = crypto.randomBytes(TOKEN_BYTES * POOL_TOKENS);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF defence (DESIGN "Contract"): a readable `csrf_token` cookie is set when missing,
 * and every state-changing call under /api must echo it in `x-csrf-token` (or a `_csrf` form field).
 */
export default fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    app.decorateRequest('csrfToken', '');
    // Pre-serialised attributes: this runs on every response to a client without the cookie (health probes too).
    const cookieSuffix = `; Path=/; SameSite=Lax${options.secureCookies ? '; Secure' : ''}`;
    app.addHook('onRequest', (request, reply, done) => {
      const existing = request.cookies[CSRF_COOKIE];
      if (existing && VALID_TOKEN.test(existing)) {
        request.csrfToken = existing;
      } else {
        request.csrfToken = newToken();
        // @fastify/cookie appends the cookies it sets later (the session) to this header.
        reply.header('set-cookie', `${CSRF_COOKIE}=${request.csrfToken}${cookieSuffix}`);
      }
      done();
    });
    app.addHook('preHandler', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const url = request.url;
      if (!url.startsWith('/api/') || EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
      const cookieToken = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const body = request.body as { _csrf?: unknown } | undefined;
      const sent =
        typeof header === 'string' ? header : typeof body?._csrf === 'string' ? body._csrf : undefined;
      if (!cookieToken || !sent || !sameToken(cookieToken, sent)) {
        throw new AppError(403, API_ERRORS.csrf, ERROR_CODES.CSRF);
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
