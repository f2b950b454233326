import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dailyMessages } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type DailyMessageRow = typeof dailyMessages.$inferSelect;

export function dailyMessagesRepository(db: Db) {
  return {
    async listActive(): Promise<DailyMessageRow[]> {
      return db
        .select()
        .from(dailyMessages)
        .where(eq(dailyMessages.isActive, true))
        .orderBy(asc(dailyMessages.position));
    },
  };
}

export type DailyMessagesRepository = ReturnType<typeof dailyMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    dailyMessagesRepository: DailyMessagesRepository;
  }
}

export default domainPlugin('dailyMessagesRepository', (app) => dailyMessagesRepository(app.db), [
  'database',
]);
