import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { healthConsents, journalComments, journalEntries, journalReminders } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntry = typeof journalEntries.$inferInsert;
export type JournalCommentRow = typeof journalComments.$inferSelect;

/** The most entries one answer holds (31 days of six meals, with room to spare). */
const RANGE_LIMIT = 400;

/** Her food journal (issue 47): entries, the professional's comments on them, and her reminder times. */
export function journalRepository(db: Db) {
  return {
    /**
     * Her entry, made once per `client_id`: a retried save answers the row the first one made, and says
     * whether this call made it.
     */
    async insert(values: NewJournalEntry, tx: Tx): Promise<{ row: JournalEntryRow; created: boolean }> {
      const [made] = await tx
        .insert(journalEntries)
        .values(values)
        .onConflictDoNothing({ target: [journalEntries.memberId, journalEntries.clientId] })
        .returning();
      if (made) return { row: made, created: true };
      const [existing] = await tx
        .select()
        .from(journalEntries)
        .where(
          and(eq(journalEntries.memberId, values.memberId), eq(journalEntries.clientId, values.clientId)),
        );
      if (!existing) throw new Error('journal entry neither made nor found');
      return { row: existing, created: false };
    },

    async find(id: number, tx: Db = db): Promise<JournalEntryRow | undefined> {
      const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id));
      return row;
    },

    /** Her entries eaten in [from, to), newest first, bounded. */
    async between(memberId: number, from: Date, to: Date): Promise<JournalEntryRow[]> {
      return db
        .select()
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.memberId, memberId),
            gte(journalEntries.eatenAt, from),
            lt(journalEntries.eatenAt, to),
          ),
        )
        .orderBy(desc(journalEntries.eatenAt), desc(journalEntries.id))
        .limit(RANGE_LIMIT);
    },

    /** Sets the entry's photo; answers the key it replaced, for the caller to remove after commit. */
    async setPhoto(
      id: number,
      photo: { key: string; width: number; height: number },
      tx: Tx,
    ): Promise<string | null> {
      const [before] = await tx
        .select({ key: journalEntries.photoKey })
        .from(journalEntries)
        .where(eq(journalEntries.id, id))
        .for('update');
      await tx
        .update(journalEntries)
        .set({ photoKey: photo.key, photoWidth: photo.width, photoHeight: photo.height })
        .where(eq(journalEntries.id, id));
      return before?.key ?? null;
    },

    async remove(id: number, tx: Tx): Promise<string | null> {
      const [gone] = await tx
        .delete(journalEntries)
        .where(eq(journalEntries.id, id))
        .returning({ key: journalEntries.photoKey });
      return gone?.key ?? null;
    },

    async comments(entryIds: number[]): Promise<JournalCommentRow[]> {
      if (entryIds.length === 0) return [];
      return db
        .select()
        .from(journalComments)
        .where(inArray(journalComments.entryId, entryIds))
        .orderBy(asc(journalComments.id));
    },

    async addComment(values: typeof journalComments.$inferInsert, tx: Tx): Promise<JournalCommentRow> {
      const [row] = await tx.insert(journalComments).values(values).returning();
      if (!row) throw new Error('comment not stored');
      return row;
    },

    /** Her photos' keys, for her account's erasure and her export. */
    async photoKeysOf(memberId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ key: journalEntries.photoKey })
        .from(journalEntries)
        .where(and(eq(journalEntries.memberId, memberId), sql`${journalEntries.photoKey} is not null`));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** A withdrawn consent (issue 47): every entry of hers goes (comments with them); answers the photo keys. */
    async removeAllOf(memberId: number, tx: Db): Promise<string[]> {
      const rows = await tx
        .delete(journalEntries)
        .where(eq(journalEntries.memberId, memberId))
        .returning({ key: journalEntries.photoKey });
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** Which of these stored keys an entry still references as its photo. */
    async referencedPhotos(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: journalEntries.photoKey })
        .from(journalEntries)
        .where(inArray(journalEntries.photoKey, keys));
      return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    },

    /** Every entry of hers for the data export, oldest first, bounded. */
    async exportFor(memberId: number, limit: number): Promise<JournalEntryRow[]> {
      return db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.memberId, memberId))
        .orderBy(asc(journalEntries.eatenAt))
        .limit(limit);
    },

    async reminderMinutes(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ minute: journalReminders.minuteOfDay })
        .from(journalReminders)
        .where(eq(journalReminders.memberId, memberId))
        .orderBy(asc(journalReminders.minuteOfDay));
      return rows.map((row) => row.minute);
    },

    /** Replaces her reminder times; a time she keeps keeps the day it last went out. */
    async setReminderMinutes(memberId: number, minutes: number[], tx: Tx): Promise<void> {
      const mine = eq(journalReminders.memberId, memberId);
      await tx
        .delete(journalReminders)
        .where(minutes.length > 0 ? and(mine, notInArray(journalReminders.minuteOfDay, minutes)) : mine);
      if (minutes.length === 0) return;
      await tx
        .insert(journalReminders)
        .values(minutes.map((minuteOfDay) => ({ memberId, minuteOfDay })))
        .onConflictDoNothing();
    },

    /**
     * Claims the reminders due now: their time has come today (within the last hour, so a server down for
     * a morning does not send breakfast's at dinner), not sent today, and she still consents. Claimed by
     * stamping today in the same statement, so two instances never both send one.
     */
    async claimDueReminders(today: string, minuteNow: number, tx: Tx): Promise<number[]> {
      const rows = await tx
        .update(journalReminders)
        .set({ lastSentOn: today })
        .where(
          and(
            lte(journalReminders.minuteOfDay, minuteNow),
            gte(journalReminders.minuteOfDay, minuteNow - 60),
            or(isNull(journalReminders.lastSentOn), lt(journalReminders.lastSentOn, today)),
            sql`exists (select 1 from ${healthConsents} where ${healthConsents.userId} = ${journalReminders.memberId}
              and ${healthConsents.purpose} = 'intake' and ${healthConsents.withdrawnAt} is null
              and 'journal' = any(${healthConsents.uses}))`,
          ),
        )
        .returning({ memberId: journalReminders.memberId });
      return [...new Set(rows.map((row) => row.memberId))];
    },
  };
}

export type JournalRepository = ReturnType<typeof journalRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    journalRepository: JournalRepository;
  }
}

export default domainPlugin('journalRepository', (app) => journalRepository(app.db), ['database']);
