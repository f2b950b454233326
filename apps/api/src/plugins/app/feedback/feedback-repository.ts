import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedback } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
export interface AdminFeedbackFilter {
  rating?: number;
  category?: FeedbackRow['category'];
  from?: Date;
  to?: Date;
  handled?: 'yes' | 'no';
}

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
    /** The admin's list: filtered page, count and the rating distribution of the same filter. */
    async listForAdmin(filter: AdminFeedbackFilter, limit: number, offset: number) {
      const conditions: SQL[] = [];
      if (filter.rating) conditions.push(eq(feedback.rating, filter.rating));
      if (filter.category) conditions.push(eq(feedback.category, filter.category));
      if (filter.from) conditions.push(gte(feedback.createdAt, filter.from));
      if (filter.to) conditions.push(lt(feedback.createdAt, filter.to));
      if (filter.handled === 'yes') conditions.push(isNotNull(feedback.handledAt));
      if (filter.handled === 'no') conditions.push(isNull(feedback.handledAt));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total], distribution] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(feedback).where(where),
        db
          .select({ rating: feedback.rating, n: sql<number>`count(*)::int` })
          .from(feedback)
          .where(where)
          .groupBy(feedback.rating),
      ]);
      return { rows, total: total?.n ?? 0, distribution };
    },
    async setHandled(id: number, handledBy: number | null): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .update(feedback)
        .set({ handledAt: handledBy === null ? null : new Date(), handledBy })
        .where(eq(feedback.id, id))
        .returning();
      return row;
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
