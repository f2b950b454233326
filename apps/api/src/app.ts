import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyFormbody from '@fastify/formbody';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@vitalia/shared/zod-setup';
import { CONTROL_CHARACTERS, ERROR_CODES } from '@vitalia/shared/api';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { SESSION_COOKIE } from '@vitalia/shared/constants/auth';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { AppError } from './lib/app-error';
import { createSerializerCompiler } from './lib/serializer';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger';
import { AccessLog } from './lib/access-log';
import { pinoDestination } from './lib/pino-internals';
import appConfig from './plugins/app/app-config';
import errorHandler from './plugins/app/error-handler';
import database from './plugins/app/database';
import csrf from './plugins/app/csrf';
import rateLimiter from './plugins/app/rate-limiter';
import diskSpace from './plugins/app/disk-space';
import mailer from './plugins/app/mail/mailer';
import jobQueue from './plugins/app/jobs/job-queue';
import storage, { storageOriginOf } from './plugins/app/storage';
import sessions from './plugins/app/auth/sessions';
import authorization from './plugins/app/authorization';
import metrics from './plugins/app/metrics';
import payments from './plugins/app/payments/payments';
import taxDocumentProvider from './plugins/app/sii/index';
import { registerDomains } from './plugins/app/domain-plugin';
import admin from './plugins/app/admin/index';
import audit from './plugins/app/audit/index';
import auth from './plugins/app/auth/index';
import catalogue from './plugins/app/catalogue/index';
import classes from './plugins/app/classes/index';
import commerce from './plugins/app/commerce/index';
import courses from './plugins/app/courses/index';
import dailyMessages from './plugins/app/daily-messages/index';
import feedback from './plugins/app/feedback/index';
import failedJobs from './plugins/app/jobs/index';
import library from './plugins/app/library/index';
import notifications from './plugins/app/notifications/index';
import onboarding from './plugins/app/onboarding/index';
import practice from './plugins/app/practice/index';
import conversations from './plugins/app/conversations/index';
import checkIns from './plugins/app/check-ins/index';
import foods from './plugins/app/foods/index';
import journal from './plugins/app/journal/index';
import progress from './plugins/app/progress/index';
import scheduling from './plugins/app/scheduling/index';
import search from './plugins/app/search/index';
import settings from './plugins/app/settings/index';
import trainers from './plugins/app/trainers/index';
import users from './plugins/app/users/index';
import videos from './plugins/app/videos/index';
import demoFiles from './db/seed/demo-files';
import swagger from './plugins/external/swagger';
import securityHeaders from './plugins/external/security-headers';
import { publicConfigOf } from './config/public-config';
import { memberHomeData } from './plugins/app/onboarding/member-home-page';
import spa from './plugins/external/spa';
import searchEngines from './routes/search-engines';
import { storefrontPages } from './routes/storefront-pages';
import apiRoutes from './routes/api/index';
import { canonicalUrl } from './routes/api/aliases';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const MAX_JSON_BYTES = 1024 * 1024;
/** A percent-encoded control character (%00–%08, %0B, %0C, %0E–%1F, %7F) anywhere in the URL. */
const ENCODED_CONTROL = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;
/** An escaped control character inside a JSON string (`\u0000`…), not preceded by an escaping backslash. */
const ESCAPED_CONTROL = /(?<!\\)(?:\\\\)*\\u00(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

declare module 'fastify' {
  interface FastifyInstance {
    /** The batched access log, or null when the level is above `info`; server.ts writes what it holds at exit. */
    accessLog: AccessLog | null;
  }
}

/** The access log on pino's own destination, after the same root fields (pid, hostname) its lines carry. */
function accessLogOf(logger: FastifyInstance['log']): AccessLog {
  const { sink, rootFields } = pinoDestination(logger);
  return new AccessLog(sink, rootFields);
}

const badText = () => AppError.badRequest(API_ERRORS.invalidText);

/** The whole app as a plugin tree; server.ts only boots it and tests build it without a port. */
export async function buildApp({
  config,
  database: handle,
  logger = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: MAX_JSON_BYTES,
    // A number of hops is "trust the nearest n proxies" (proxy-addr's rule), written as its function form.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (() => {
            const hops = config.TRUST_PROXY;
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.TRUST_PROXY,
    // Unique per instance and cheap: a random prefix per process and a counter (only logs read it).
    genReqId: (() => {
      const instance = crypto.randomUUID().slice(0, 8);
      let sequence = 0;
      return () => `${instance}-${(sequence++).toString(36)}`;
    })(),
    requestIdHeader: false,
    // One access line per request instead of Fastify's two ("incoming request", "request completed"): see
    // the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory,
    rewriteUrl: (request: IncomingMessage) => canonicalUrl(request.url ?? '/'),
    // A URL that cannot be decoded (`/api/%`) gets the same Spanish envelope as every other error.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .status(400)
        .send({ success: false, message: API_ERRORS.invalidUrl, code: ERROR_CODES.VALIDATION });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // The access log (issue 21 §1, ADR 0058): method, route, status, time and request id, one line per request,
  // written beside pino's own lines into the same destination. No redaction: its fields are fixed and hold
  // nothing personal (the route is the pattern, not the URL).
  const root = app.log as typeof app.log & { isLevelEnabled?: (level: string) => boolean };
  const accessLog = root.isLevelEnabled?.('info') ? accessLogOf(root) : null;
  app.decorate('accessLog', accessLog);
  if (accessLog) {
    app.addHook('onResponse', (request, reply, done) => {
      accessLog.record({
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? '(sin ruta)',
        status: reply.statusCode,
        code: request.errorCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      });
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      accessLog.flush();
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate: !config.isProduction }));

  // Text enters through URLs and JSON bodies: control characters (NUL above all, which PostgreSQL refuses
  // in text) are turned away there, once, instead of in each schema.
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (ESCAPED_CONTROL.test(text) || CONTROL_CHARACTERS.test(text)) return done(badText());
    // Fastify's default parser answers through `done`; its declared Promise return is never used here.
    void parseJson(request, text, done);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (url.includes('%') && url.startsWith('/api/') && ENCODED_CONTROL.test(url)) return done(badText());
    done();
  });

  // External plugins.
  await app.register(appConfig, { config });
  await app.register(errorHandler);
  await app.register(fastifyCookie);
  await app.register(securityHeaders, {
    isProduction: config.isProduction,
    fileOrigin: storageOriginOf(config.STORAGE_URL),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  // Only the sandbox's hosted checkout page posts plain HTML forms.
  await app.register(fastifyFormbody, { bodyLimit: 4096 });
  await app.register(swagger);

  // App plugins: infrastructure, then repositories, then services (ADR 0011 says why they are listed by hand).
  await app.register(database, { database: handle });
  await app.register(diskSpace, { dataDir: config.DATA_DIR, minFreeMb: config.MIN_FREE_DISK_MB });
  await app.register(csrf, { secureCookies: config.isProduction });
  await app.register(rateLimiter);
  await app.register(jobQueue, {
    work: config.JOBS_WORKERS === 'on',
    keepCompletedSeconds: config.JOBS_KEEP_COMPLETED_HOURS * 3600,
    superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
  });
  await app.register(mailer, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(storage, {
    dataDir: config.DATA_DIR,
    storageUrl: config.STORAGE_URL,
    secret: config.SESSION_SECRET,
  });
  await app.register(sessions, { secret: config.SESSION_SECRET, secureCookies: config.isProduction });
  await app.register(authorization);
  await app.register(payments, {
    mercadoPago:
      config.MERCADOPAGO_ACCESS_TOKEN && config.MERCADOPAGO_WEBHOOK_SECRET
        ? {
            accessToken: config.MERCADOPAGO_ACCESS_TOKEN,
            webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET,
            apiUrl: config.MERCADOPAGO_API_URL,
          }
        : undefined,
    webpay:
      config.WEBPAY_COMMERCE_CODE && config.WEBPAY_API_KEY
        ? {
            commerceCode: config.WEBPAY_COMMERCE_CODE,
            apiKey: config.WEBPAY_API_KEY,
            environment: config.WEBPAY_ENVIRONMENT,
            apiUrl: config.WEBPAY_API_URL,
          }
        : undefined,
  });

  await app.register(taxDocumentProvider, {
    openFactura: config.OPENFACTURA_API_KEY
      ? { apiKey: config.OPENFACTURA_API_KEY, apiUrl: config.OPENFACTURA_API_URL }
      : undefined,
  });

  // The domains, each registered by its own plugins/app/<domain>/index.ts (issue 44 §4). The order is the
  // order their services depend on each other; every domain's repositories come first (registerDomains).
  await registerDomains(app, [
    audit,
    notifications,
    auth,
    onboarding,
    settings,
    trainers,
    feedback,
    dailyMessages,
    commerce,
    users,
    admin,
    failedJobs,
    catalogue,
    library,
    videos,
    courses,
    search,
    practice,
    conversations,
    checkIns,
    foods,
    journal,
    progress,
    scheduling,
    classes,
  ]);
  await app.register(metrics, { token: config.METRICS_TOKEN });
  await app.register(demoFiles);

  // Routes.
  await app.register(apiRoutes, { prefix: '/api', config });
  await app.register(searchEngines);
  await app.register(spa, {
    distDir: config.WEB_DIST_DIR,
    publicConfig: publicConfigOf(config),
    firstScreens: path.join(config.WEB_DIST_DIR, '..', 'dist-prerender', 'first-screens.js'),
    memberHome: { load: memberHomeData },
    storefront: { load: storefrontPages(app) },
  });

  app.setNotFoundHandler((request, reply) => {
    // Client routes get index.html; a missing file (an old hashed asset, say) stays a real 404.
    const pathname = request.url.split('?')[0] ?? '';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/assets/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !pathname.startsWith('/api') && !looksLikeFile;
    if (wantsPage && app.spaIndexAvailable) {
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      return app.sendSpaPage?.(request, reply, signedIn);
    }
    return reply
      .status(404)
      .send({ success: false, message: API_ERRORS.routeNotFound, code: ERROR_CODES.NOT_FOUND });
  });

  return app;
}
