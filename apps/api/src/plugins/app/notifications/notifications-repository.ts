import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { announce, CHANNELS } from '../../../db/announce';
import type { Db } from '../../../db/client';
import { notifications } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

type Row = typeof notifications.$inferSelect;

const LIST_LIMIT = 50;

/** Every query is scoped by user: a member can only ever reach their own rows. */
export function notificationsRepository(db: Db) {
  const own = (userId: number, id: number) => and(eq(notifications.userId, userId), eq(notifications.id, id));
  return {
    async list(userId: number, since?: Date): Promise<Row[]> {
      return db
        .select()
        .from(notifications)
        .where(
          since
            ? and(eq(notifications.userId, userId), gt(notifications.createdAt, since))
            : eq(notifications.userId, userId),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT);
    },
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.n ?? 0;
    },
    async find(userId: number, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(notifications).where(own(userId, id)).limit(1);
      return row;
    },
    async findById(id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },
    async markRead(userId: number, id: number): Promise<Row | undefined> {
      const [row] = await db.update(notifications).set({ isRead: true }).where(own(userId, id)).returning();
      return row;
    },
    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },
    /** What a reconnecting stream missed: the user's notifications after the last id it received. */
    async listAfter(userId: number, afterId: number): Promise<Row[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(LIST_LIMIT);
    },
    async listAllOf(userId: number): Promise<Row[]> {
      return db.select().from(notifications).where(eq(notifications.userId, userId));
    },
    /**
     * One row per recipient and one NOTIFY per row, in two statements whatever the number of recipients,
     * so every instance can forward each notification to the recipient's open streams.
     */
    async insertAndAnnounce(
      userIds: number[],
      notification: { title: string; message: string; actionUrl: string | null; subject: string | null },
      /** The caller's transaction: the bell rings (NOTIFY is delivered) only if it commits. */
      executor: Db = db,
    ): Promise<void> {
      // A newer item on the same subject replaces the earlier ones (the client drops them when it hears it).
      if (notification.subject !== null)
        await executor
          .delete(notifications)
          .where(
            and(inArray(notifications.userId, userIds), eq(notifications.subject, notification.subject)),
          );
      const rows = await executor
        .insert(notifications)
        .values(userIds.map((userId) => ({ userId, ...notification })))
        .returning({ id: notifications.id, userId: notifications.userId });
      await announce(executor, CHANNELS.notifications, ...rows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default domainPlugin('notificationsRepository', (app) => notificationsRepository(app.db), [
  'database',
]);
