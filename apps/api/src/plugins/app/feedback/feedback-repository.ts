import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedback } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

export function feedbackRepository(db: Db) {
  return {
    async insert(row: NewFeedback): Promise<void> {
      await db.insert(feedback).values(row);
    },
    async listRecent(limit = 200): Promise<FeedbackRow[]> {
      return db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(limit);
    },
    async listByUser(userId: number): Promise<FeedbackRow[]> {
      return db.select().from(feedback).where(eq(feedback.userId, userId));
    },
    /** Feedback stays for the statistics, without anything that identifies the member. */
    async anonymiseUser(userId: number): Promise<void> {
      await db
        .update(feedback)
        .set({ name: null, email: null, userId: null })
        .where(eq(feedback.userId, userId));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    feedbackRepository: FeedbackRepository;
  }
}

export default domainPlugin('feedbackRepository', (app) => feedbackRepository(app.db), ['database']);
