import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendNotificationSchema } from '@vitalia/shared/notifications';
import { feedback, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';

const SummarySchema = z.object({
  users: z.object({
    total: z.number(),
    admins: z.number(),
    members: z.number(),
    new_last_7_days: z.number(),
  }),
  plans: z.object({ free: z.number(), premium: z.number(), prime: z.number() }),
});

/** Everything under /api/admin requires an admin session, checked once for the subtree. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/summary',
    { schema: { tags: ['administración'], response: { 200: SummarySchema } } },
    async () => {
      const [row] = await app.db
        .select({
          total: sql<number>`count(*)::int`,
          admins: sql<number>`count(*) filter (where ${users.isAdmin})::int`,
          newLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '7 days')::int`,
          free: sql<number>`count(*) filter (where ${users.planType} = 'free')::int`,
          premium: sql<number>`count(*) filter (where ${users.planType} = 'premium')::int`,
          prime: sql<number>`count(*) filter (where ${users.planType} = 'prime')::int`,
        })
        .from(users);
      const total = row?.total ?? 0;
      const admins = row?.admins ?? 0;
      return {
        users: { total, admins, members: total - admins, new_last_7_days: row?.newLast7Days ?? 0 },
        plans: { free: row?.free ?? 0, premium: row?.premium ?? 0, prime: row?.prime ?? 0 },
      };
    },
  );

  const Sent = z.object({ success: z.boolean(), recipients: z.number() });

  app.post(
    '/notifications',
    { schema: { tags: ['administración'], body: SendNotificationSchema, response: { 201: Sent } } },
    async (request, reply) => {
      const members = await app.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false));
      await app.notifier.notify(
        members.map((member) => member.id),
        {
          title: request.body.title,
          message: request.body.message,
          actionUrl: request.body.action_url ?? null,
        },
      );
      return reply.status(201).send({ success: true, recipients: members.length });
    },
  );

  app.post(
    '/notifications/users/:id',
    {
      schema: {
        tags: ['administración'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: SendNotificationSchema,
        response: { 201: Sent },
      },
    },
    async (request, reply) => {
      const [target] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (!target) throw AppError.notFound('Usuario no encontrado');
      await app.notifier.notify([target.id], {
        title: request.body.title,
        message: request.body.message,
        actionUrl: request.body.action_url ?? null,
      });
      return reply.status(201).send({ success: true, recipients: 1 });
    },
  );

  app.get(
    '/feedback',
    {
      schema: {
        tags: ['administración'],
        response: {
          200: z.object({
            feedback: z.array(
              z.object({
                id: z.number(),
                message: z.string(),
                rating: z.number(),
                category: z.string(),
                name: z.string().nullable(),
                email: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await app.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(200);
      return {
        feedback: rows.map((row) => ({
          id: row.id,
          message: row.message,
          rating: row.rating,
          category: row.category,
          name: row.name,
          email: row.email,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default adminRoutes;
