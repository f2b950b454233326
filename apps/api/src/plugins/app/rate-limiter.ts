import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit; throws 429 with `message` once `max` hits fall in the current window. */
  consume(key: string, rule: RateLimitRule, message: string): Promise<void>;
  /** Throws 429 when `key` has already reached `max` in its window, without counting a hit. */
  assertBelow(key: string, rule: RateLimitRule, message: string): Promise<void>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fixed-window counters in PostgreSQL, so several API instances share one budget per key. */
export default fp(
  async (app: FastifyInstance) => {
    const limiter: RateLimiter = {
      async consume(key, rule, message) {
        const windowEnd = new Date(Date.now() + rule.windowMs);
        const [row] = await app.db
          .insert(rateLimitHits)
          .values({ key, count: 1, resetAt: windowEnd })
          .onConflictDoUpdate({
            target: rateLimitHits.key,
            set: {
              count: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`,
              resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then ${windowEnd.toISOString()}::timestamptz else ${rateLimitHits.resetAt} end`,
            },
          })
          .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
        if (row && row.count > rule.max) {
          const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
          throw AppError.tooManyRequests(message, retryAfter);
        }
      },
      async assertBelow(key, rule, message) {
        const [row] = await app.db
          .select({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt })
          .from(rateLimitHits)
          .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.resetAt} > now()`);
        if (row && row.count >= rule.max) {
          const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
          throw AppError.tooManyRequests(message, retryAfter);
        }
      },
      async reset(key) {
        await app.db.delete(rateLimitHits).where(sql`${rateLimitHits.key} = ${key}`);
      },
    };
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limiter', dependencies: ['database'] },
);
