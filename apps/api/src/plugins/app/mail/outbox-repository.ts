import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outboxEmails } from '../../../db/schema/index';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** The dev outbox table: where mail goes when no SMTP_URL is configured. */
export function outboxRepository(db: Db) {
  return {
    async insert(
      message: {
        to: string;
        subject: string;
        text: string;
        html: string | null;
        calendar?: string | null;
      },
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(outboxEmails).values(message);
    },
    async listRecent(to?: string, limit = 100): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(to ? eq(sql`lower(${outboxEmails.to})`, to.toLowerCase()) : undefined)
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
