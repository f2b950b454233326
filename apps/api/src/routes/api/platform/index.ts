import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@vitalia/shared/api';
import { PublicConfigSchema } from '@vitalia/shared/config';
import { ExperimentsResponseSchema, PublicSettingsSchema } from '@vitalia/shared/settings';
import { ApiTestSchema, CorsTestSchema } from '@vitalia/shared/diagnostics';
import apiPackage from '../../../../package.json' with { type: 'json' };
import type { AppConfig } from '../../../config/env';
import { publicConfigOf } from '../../../config/public-config';
import { AppError } from '../../../lib/app-error';
import { API_ERRORS } from '@vitalia/shared/messages/general';

const tags = ['plataforma'];

/**
 * GET /api/health and /api/config (load balancers, the SPA's first call), the public settings and feature
 * flags every screen reads, and two diagnostics that say what the server sees without revealing a secret.
 */
const platformRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const startedAt = Date.now();

  app.get(
    '/health',
    {
      schema: { tags, response: { 200: HealthSchema, 503: HealthSchema } },
      config: { skipCsrfCookie: true },
    },
    async (_request, reply) => {
      const uptime_s = Math.round((Date.now() - startedAt) / 1000);
      const disk = { disk_free_mb: app.diskSpace.freeMb(), disk_low: app.diskSpace.low() };
      if (await app.databaseHealth.isUp())
        return {
          status: disk.disk_low ? ('degraded' as const) : ('ok' as const),
          database: 'up' as const,
          uptime_s,
          ...disk,
        };
      return reply.status(503).send({ status: 'degraded', database: 'down', uptime_s, ...disk });
    },
  );

  // The operator's metrics (issue 43 §10): Prometheus text for a scraper holding METRICS_TOKEN (a header,
  // never the URL, which access logs keep); without a configured token the endpoint does not exist.
  app.get(
    '/metrics',
    { schema: { tags, hide: true }, config: { skipCsrfCookie: true } },
    async (request, reply) => {
      if (!app.metrics.enabled) throw AppError.notFound(API_ERRORS.routeNotFound);
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!app.metrics.accepts(token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw AppError.unauthorized(API_ERRORS.metricsToken);
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.render());
    },
  );

  app.get('/config', { schema: { tags, response: { 200: PublicConfigSchema } } }, async () =>
    publicConfigOf(config),
  );

  // What every screen may know of the admin's settings (the maintenance banner, the feedback prompt day).
  app.get('/settings/public', { schema: { tags, response: { 200: PublicSettingsSchema } } }, async () =>
    app.settings.publicView(),
  );

  // SPEC §7 /experiments: the feature flags the web app reads (issue 21 §3), switched in Configuración.
  app.get('/experiments', { schema: { tags, response: { 200: ExperimentsResponseSchema } } }, async () => ({
    success: true,
    experiments: await app.settings.get('experiments'),
  }));

  // The API answers pages of its own origin only (no CORS headers): this says whether a caller's would do.
  const ownOrigin = new URL(config.PUBLIC_URL).origin;
  app.get('/cors-test', { schema: { tags, response: { 200: CorsTestSchema } } }, async (request) => {
    const origin = request.headers.origin ?? null;
    const allowed = origin === null || origin === ownOrigin;
    return {
      success: true,
      origin,
      allowed,
      allowed_origins: [ownOrigin],
      message:
        origin === null
          ? 'La solicitud no trae origen (misma página o herramienta): la API la atiende.'
          : allowed
            ? 'Este origen puede usar la API.'
            : `La API solo atiende páginas de ${ownOrigin}: un navegador en este origen no podrá leer sus respuestas.`,
    };
  });

  app.get('/api-test', { schema: { tags, response: { 200: ApiTestSchema } } }, async (request) => ({
    success: true,
    version: apiPackage.version,
    node: process.version,
    environment: config.NODE_ENV,
    database: {
      kind: app.database.kind,
      status: (await app.databaseHealth.isUp()) ? ('up' as const) : ('down' as const),
    },
    server_time: new Date().toISOString(),
    uptime_s: Math.round((Date.now() - startedAt) / 1000),
    request_id: request.id,
  }));
};

export default platformRoutes;
