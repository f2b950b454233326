import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@vitalia/shared/zod-setup';
import { ERROR_CODES } from '@vitalia/shared/api';
import { API_ERRORS } from '@vitalia/shared/messages';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import errorHandler from './plugins/app/error-handler';
import database from './plugins/app/database';
import csrf from './plugins/app/csrf';
import rateLimiter from './plugins/app/rate-limiter';
import mailer from './plugins/app/mailer';
import storage from './plugins/app/storage';
import sessions from './plugins/app/auth/sessions';
import users from './plugins/app/users/users';
import notifier from './plugins/app/notifications/notifier';
import notificationHub from './plugins/app/notifications/notification-hub';
import swagger from './plugins/external/swagger';
import securityHeaders from './plugins/external/security-headers';
import spa from './plugins/external/spa';
import apiRoutes from './routes/api/index';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const MAX_JSON_BYTES = 1024 * 1024;

/** The whole app as a plugin tree; server.ts only boots it and tests build it without a port. */
export async function buildApp({
  config,
  database: handle,
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: MAX_JSON_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(errorHandler);
  await app.register(fastifyCookie);
  await app.register(securityHeaders, { isProduction: config.isProduction });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger);

  // App plugins.
  await app.register(database, { database: handle });
  await app.register(csrf, { secureCookies: config.isProduction });
  await app.register(rateLimiter);
  await app.register(mailer, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(storage, { root: path.join(config.DATA_DIR, 'files') });
  await app.register(sessions, { secret: config.SESSION_SECRET, secureCookies: config.isProduction });
  await app.register(users);
  await app.register(notifier);
  await app.register(notificationHub);

  // Routes.
  await app.register(apiRoutes, { prefix: '/api', config });
  await app.register(spa, { distDir: config.WEB_DIST_DIR });

  app.setNotFoundHandler((request, reply) => {
    // Client routes get index.html; a missing file (an old hashed asset, say) stays a real 404.
    const pathname = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !pathname.startsWith('/api') && !looksLikeFile;
    if (wantsPage && app.spaIndexAvailable) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, message: API_ERRORS.routeNotFound, code: ERROR_CODES.NOT_FOUND });
  });

  return app;
}
