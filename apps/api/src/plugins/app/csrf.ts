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
    app.addHook('onRequest', async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const token =
        existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)
          ? existing
          : crypto.randomBytes(24).toString('base64url');
      request.csrfToken = token;
      if (token !== existing) {
        reply.setCookie(CSRF_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: options.secureCookies,
          httpOnly: false,
        });
      }
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
