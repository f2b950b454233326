import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Role } from '@vitalia/shared/permissions';
import type { Db } from '../../../db/client';
import { feedback, notifications, sessions, users } from '../../../db/schema/index';
import type { UserRow } from './user-presenter';
import { domainPlugin } from '../domain-plugin';

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
    /** Her calendar feed's version (its address), while her account is active; undefined otherwise. */
    async calendarFeedVersion(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ version: users.calendarFeedVersion, status: users.status })
        .from(users)
        .where(eq(users.id, userId));
      return row && row.status === 'active' ? row.version : undefined;
    },

    /** A new calendar feed version: the address of the old one stops working at once. */
    async nextCalendarFeedVersion(userId: number): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ version: users.calendarFeedVersion });
      return row?.version;
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
    async idsWithRole(role: Role): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, role));
      return rows.map((row) => row.id);
    },
    /** Ids of every account that is not staff: the audience of a broadcast. */
    async memberIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.role} <> 'admin'`);
      return rows.map((row) => row.id);
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
    /** The member's own figures for /profile/stats, in one round trip. */
    async activityCounts(userId: number) {
      const [counts] = await db
        .select({
          total: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId})`,
          unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.isRead})`,
          feedbackSent: sql<number>`(select count(*)::int from ${feedback} where ${feedback.userId} = ${userId})`,
          activeSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.expiresAt} > now())`,
        })
        .from(sql`(select 1) as one`);
      return {
        notificationsTotal: counts?.total ?? 0,
        notificationsUnread: counts?.unread ?? 0,
        feedbackSent: counts?.feedbackSent ?? 0,
        activeSessions: counts?.activeSessions ?? 0,
      };
    },
    /** The admin overview's counts. */
    async summaryCounts() {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
          trainers: sql<number>`count(*) filter (where ${users.role} = 'trainer')::int`,
          // Members only, like every other customer figure: the team is not a customer (issues 10 and 45).
          members: sql<number>`count(*) filter (where ${users.role} = 'member')::int`,
          newLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '7 days' and ${users.role} = 'member')::int`,
          free: sql<number>`count(*) filter (where ${users.planType} = 'free' and ${users.role} = 'member')::int`,
          premium: sql<number>`count(*) filter (where ${users.planType} = 'premium' and ${users.role} = 'member')::int`,
          prime: sql<number>`count(*) filter (where ${users.planType} = 'prime' and ${users.role} = 'member')::int`,
        })
        .from(users);
      return {
        total: row?.total ?? 0,
        admins: row?.admins ?? 0,
        trainers: row?.trainers ?? 0,
        members: row?.members ?? 0,
        newLast7Days: row?.newLast7Days ?? 0,
        plans: { free: row?.free ?? 0, premium: row?.premium ?? 0, prime: row?.prime ?? 0 },
      };
    },
    /**
     * Sets the avatar and returns the updated row with the path it replaced, under a row lock: of many
     * concurrent uploads each learns exactly which file it displaced, so none is left on disk unreferenced.
     */
    async swapAvatar(
      id: number,
      avatarPath: string | null,
    ): Promise<{ user: UserRow; previous: string | null } | undefined> {
      const [row] = await db
        .update(users)
        .set({ avatarPath, updatedAt: new Date() })
        .from(sql`(select avatar_path as previous from ${users} where id = ${id} for update) as before`)
        .where(eq(users.id, id))
        .returning({ ...getTableColumns(users), previous: sql<string | null>`before.previous` });
      await onChanged(id);
      if (!row) return undefined;
      const { previous, ...user } = row;
      return { user, previous };
    },
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return Boolean(row);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/** Registered once; any change to a user refreshes their cached sessions on every instance. */
export default domainPlugin(
  'usersRepository',
  async (app) => {
    return usersRepository(app.db, (userId) => app.sessions.userChanged(userId));
  },
  ['database', 'sessions'],
);
