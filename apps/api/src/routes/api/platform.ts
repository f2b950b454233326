import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@vitalia/shared/api';
import { PublicConfigSchema, isPlaceholderGoogleClientId } from '@vitalia/shared/config';
import { outboxEmails } from '../../db/schema/index';
import type { AppConfig } from '../../config/env';

const OutboxSchema = z.object({
  emails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** Health, the public client configuration and, outside production, the dev outbox. */
const platformRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const startedAt = Date.now();

  // Under load every caller shares one ping per second instead of queueing its own on the database.
  const HEALTH_TTL_MS = 1000;
  let lastCheck: { at: number; up: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;
  const databaseUp = (): Promise<boolean> => {
    if (lastCheck && Date.now() - lastCheck.at < HEALTH_TTL_MS) return Promise.resolve(lastCheck.up);
    inFlight ??= app.database
      .ping()
      .then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'health check: database down');
          return false;
        },
      )
      .then((up) => {
        lastCheck = { at: Date.now(), up };
        inFlight = null;
        return up;
      });
    return inFlight;
  };

  app.get(
    '/health',
    { schema: { tags: ['plataforma'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const uptime_s = Math.round((Date.now() - startedAt) / 1000);
      if (await databaseUp()) return { status: 'ok' as const, database: 'up' as const, uptime_s };
      return reply.status(503).send({ status: 'degraded', database: 'down', uptime_s });
    },
  );

  app.get(
    '/config',
    { schema: { tags: ['plataforma'], response: { 200: PublicConfigSchema } } },
    async () => ({
      googleClientId: isPlaceholderGoogleClientId(config.GOOGLE_CLIENT_ID)
        ? null
        : (config.GOOGLE_CLIENT_ID ?? null),
      environment: config.NODE_ENV,
    }),
  );

  if (!config.isProduction) {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['desarrollo'],
          querystring: z.object({ to: z.string().optional() }),
          response: { 200: OutboxSchema },
        },
      },
      async (request) => {
        const rows = await app.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(100);
        const filter = request.query.to?.toLowerCase();
        return {
          emails: rows
            .filter((row) => !filter || row.to.toLowerCase() === filter)
            .map((row) => ({
              id: row.id,
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
              created_at: row.createdAt.toISOString(),
            })),
        };
      },
    );
  }
};

export default platformRoutes;
