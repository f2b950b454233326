import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@vitalia/shared/api';
import { PublicConfigSchema, isPlaceholderGoogleClientId } from '@vitalia/shared/config';
import { PublicSettingsSchema } from '@vitalia/shared/settings';
import type { AppConfig } from '../../../config/env';

const tags = ['plataforma'];

/** GET /api/health and GET /api/config: public, for load balancers and the SPA's first call. */
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
      if (await app.databaseHealth.isUp())
        return { status: 'ok' as const, database: 'up' as const, uptime_s };
      return reply.status(503).send({ status: 'degraded', database: 'down', uptime_s });
    },
  );

  app.get('/config', { schema: { tags, response: { 200: PublicConfigSchema } } }, async () => ({
    googleClientId: isPlaceholderGoogleClientId(config.GOOGLE_CLIENT_ID)
      ? null
      : (config.GOOGLE_CLIENT_ID ?? null),
    environment: config.NODE_ENV,
  }));

  // What every screen may know of the admin's settings (the maintenance banner, the feedback prompt day).
  app.get('/settings/public', { schema: { tags, response: { 200: PublicSettingsSchema } } }, async () =>
    app.settings.publicView(),
  );
};

export default platformRoutes;
