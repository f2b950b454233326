import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import type { UserRow } from './user-presenter';

export type NewUser = typeof users.$inferInsert;

/**
 * The only SQL about users; services call these and never build queries.
 * `onChanged` runs after a row changes or goes, so cached sessions drop the old copy.
 */
export function usersRepository(db: Db, onChanged: (userId: number) => Promise<void> = async () => {}) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return Boolean(row);
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await onChanged(id);
      return row;
    },
    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
      await onChanged(id);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
