import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's headers on every response. The middleware is built once here: @fastify/helmet rebuilt it (and
 * re-parsed the CSP) on every request, which cost a measurable share of each API call (bench).
 */
export default fp(
  async (app: FastifyInstance, options: { isProduction: boolean }) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          frameSrc: [
            "'self'",
            'https://accounts.google.com',
            'https://www.youtube-nocookie.com',
            'https://player.vimeo.com',
          ],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: options.isProduction ? [] : null,
        },
      },
      // Google's sign-in popup needs to talk back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: options.isProduction,
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: 'security-headers' },
);
