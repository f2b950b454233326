import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, signIns, users } from '../../../db/schema/index';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Every query about sessions. The lookup runs on each authenticated call, so it is prepared once. */
export function sessionsRepository(db: Db) {
  const lookup = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`now()`),
        // A suspended account's sessions stop working even before they are deleted (ADR 0021).
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  return {
    async findActive(id: string) {
      const [row] = await lookup.execute({ id });
      return row;
    },
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },
    /** Kept after sign-out, for "active members" in the admin analytics. */
    async recordSignIn(userId: number): Promise<void> {
      await db.insert(signIns).values({ userId });
    },
    async extend(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async touch(id: string): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async removeAllOf(userId: number, keepId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId),
        );
    },
    async listActive(userId: number, limit = 20): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.createdAt))
        .limit(limit);
    },
    async listAll(userId: number): Promise<SessionRow[]> {
      return db.select().from(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
