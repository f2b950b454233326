import crypto from 'node:crypto';
import { FIRST_SCREEN_START_SCRIPT, FIRST_SCREEN_TAPS_SCRIPT } from '@vitalia/shared/first-screen';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type HeaderSet = Record<string, string>;

/** Runs helmet once against a throwaway response and keeps the headers it set. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): HeaderSet {
  const headers: HeaderSet = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
const FIRST_SCREEN_SCRIPT_HASHES = [FIRST_SCREEN_TAPS_SCRIPT, FIRST_SCREEN_START_SCRIPT].map(hashOf);

/**
 * Security headers as two fixed sets computed at start (ADR 0013, 0017): pages get helmet's full set with
 * our CSP; JSON under /api gets the few that apply to a non-document (a CSP that allows nothing, nosniff,
 * same-origin resource policy, no referrer, HSTS in production), which keeps each API response small.
 */
export default fp(
  async (app: FastifyInstance, options: { isProduction: boolean; fileOrigin?: string | null }) => {
    const fileOrigins = options.fileOrigin ? [options.fileOrigin] : [];
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The drawn first screens' two inline scripts, by their hashes: the tap keeper (ADR 0035) and the
          // app's starter (ADR 0049).
          scriptSrc: ["'self'", ...FIRST_SCREEN_SCRIPT_HASHES, 'https://accounts.google.com/gsi/client'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          frameSrc: [
            "'self'",
            'https://accounts.google.com',
            'https://www.youtube-nocookie.com',
            'https://player.vimeo.com',
          ],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/', ...fileOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'https:', ...fileOrigins],
          upgradeInsecureRequests: options.isProduction ? [] : null,
        },
      },
      // Google's sign-in popup needs to talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: options.isProduction,
    });
    const apiHeaders: HeaderSet = {
      // Personal data must not be kept by shared caches or the back-forward cache; routes that may be
      // cached (avatars) set their own header.
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      ...(pageHeaders['strict-transport-security']
        ? { 'strict-transport-security': pageHeaders['strict-transport-security'] }
        : {}),
    };
    // The API documentation is a page (HTML, scripts) even though it lives under /api.
    const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
