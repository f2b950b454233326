import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxSchema } from '@vitalia/shared/dev';

/**
 * GET /api/dev/outbox: mail that would have been sent. Registered only outside production (see
 * routes/api/index.ts) and the server listens on 127.0.0.1 there by default, since it shows reset links.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['desarrollo'],
        description:
          'Solo en desarrollo: los correos que se habrían enviado (incluye enlaces de recuperación).',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: OutboxSchema },
      },
    },
    async (request) => ({
      emails: (await app.outboxRepository.listRecent(request.query.to)).map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
      })),
    }),
  );
};

export default devRoutes;
