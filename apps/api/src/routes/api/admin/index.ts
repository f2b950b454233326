import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema/index';

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
};

export default adminRoutes;
