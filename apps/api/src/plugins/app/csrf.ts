import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@vitalia/shared/constants/auth';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { ERROR_CODES } from '@vitalia/shared/api';
import { AppError } from '../../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider callbacks carry their own signature instead of our cookie. */
// Posted by other sites on a provider's behalf: webhooks, and the buyer sent back by Webpay (ADR 0045).
const EXEMPT_PREFIXES = ['/api/webhooks/', '/api/payments/webpay/return'];

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
    /** Set at onRequest for a form post that must carry `_csrf` in its body, checked once it is parsed. */
    csrfInBody: boolean;
  }
  interface FastifyContextConfig {
    /** Routes polled by machines (health checks) do not mint a CSRF cookie for every cookieless call. */
    skipCsrfCookie?: boolean;
    /**
     * A form of a page drawn at build time (the sign-in, ADR 0035) cannot carry the token: its post is
     * accepted when the browser says it comes from this site (Fetch Metadata, else Origin = Host).
     */
    csrfByOrigin?: boolean;
  }
  interface FastifyInstance {
    csrf: { rotate(request: FastifyRequest, reply: FastifyReply): void };
  }
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * OWASP's "verifying origin with standard headers": every current browser sends Sec-Fetch-Site with a
 * form post, and Origin as well; a request with neither is refused.
 */
function comesFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !request.headers.host) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Double-submit CSRF defence (DESIGN "Contract"): a readable `csrf_token` cookie is set when missing, and
 * every state-changing call under /api must echo it in `x-csrf-token`. Checked at `onRequest`, before any
 * body is read. A plain HTML form (the sandbox checkout page) sends it as a `_csrf` field instead, which
 * can only be checked once the form body is parsed.
 */
export default fp(
  async (app: FastifyInstance, options: { secureCookies: boolean }) => {
    app.decorateRequest('csrfToken', '');
    app.decorateRequest('csrfInBody', false);
    // Pre-serialised attributes: this runs on every response to a client without the cookie.
    const cookieSuffix = `; Path=/; SameSite=Lax${options.secureCookies ? '; Secure' : ''}`;
    const cookieLine = (token: string) => `${CSRF_COOKIE}=${token}${cookieSuffix}`;
    const refuse = () => new AppError(403, API_ERRORS.csrf, ERROR_CODES.CSRF);

    app.addHook('onRequest', (request, reply, done) => {
      const existing = request.cookies[CSRF_COOKIE];
      const hasValidCookie = existing !== undefined && VALID_TOKEN.test(existing);
      if (hasValidCookie) {
        request.csrfToken = existing;
      } else if (!request.routeOptions.config.skipCsrfCookie) {
        request.csrfToken = newToken();
        // @fastify/cookie appends the cookies it sets later (the session) to this header.
        reply.header('set-cookie', cookieLine(request.csrfToken));
      }
      const url = request.url;
      const needsCheck =
        !SAFE_METHODS.has(request.method) &&
        url.startsWith('/api/') &&
        !EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));
      if (!needsCheck) return done();
      const header = request.headers[CSRF_HEADER];
      if (request.routeOptions.config.csrfByOrigin && isFormPost(request))
        return done(comesFromThisSite(request) ? undefined : refuse());
      if (typeof header !== 'string' && isFormPost(request)) {
        request.csrfInBody = true;
        return done();
      }
      if (!hasValidCookie || typeof header !== 'string' || !sameToken(existing, header))
        return done(refuse());
      done();
    });

    // Only what onRequest deferred: the same exemptions (safe methods, non-API paths, webhooks) apply.
    app.addHook('preValidation', async (request) => {
      if (!request.csrfInBody) return;
      const cookieToken = request.cookies[CSRF_COOKIE];
      const sent = (request.body as { _csrf?: unknown } | undefined)?._csrf;
      if (!cookieToken || typeof sent !== 'string' || !sameToken(cookieToken, sent)) throw refuse();
    });

    app.decorate('csrf', {
      rotate(request: FastifyRequest, reply: FastifyReply) {
        request.csrfToken = newToken();
        const current = reply.getHeader('set-cookie');
        const others = (Array.isArray(current) ? current : current ? [String(current)] : []).filter(
          (line) => !line.startsWith(`${CSRF_COOKIE}=`),
        );
        // Fastify appends to set-cookie instead of replacing it: clear first.
        reply.removeHeader('set-cookie');
        reply.header('set-cookie', [...others, cookieLine(request.csrfToken)]);
      },
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
