import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../../db/schema/index';

export const NOTIFICATIONS_CHANNEL = 'vitalia_notifications';

export interface NewNotification {
  title: string;
  message: string;
  actionUrl?: string | null;
}

export interface Notifier {
  /** Stores one notification per user and announces it on the PostgreSQL channel (every instance hears it). */
  notify(userIds: number[], notification: NewNotification): Promise<void>;
  notifyAdmins(notification: NewNotification): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const notifier: Notifier = {
      async notify(userIds, notification) {
        if (userIds.length === 0) return;
        const rows = await app.db
          .insert(notifications)
          .values(
            userIds.map((userId) => ({
              userId,
              title: notification.title,
              message: notification.message,
              actionUrl: notification.actionUrl ?? null,
            })),
          )
          .returning({ id: notifications.id, userId: notifications.userId });
        // One statement for any number of recipients (a broadcast is one round trip, not one per member).
        const payloads = JSON.stringify(rows.map((row) => JSON.stringify(row)));
        await app.db.execute(
          sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
        );
      },
      async notifyAdmins(notification) {
        const admins = await app.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
        await notifier.notify(
          admins.map((admin) => admin.id),
          notification,
        );
      },
    };
    app.decorate('notifier', notifier);
  },
  { name: 'notifier', dependencies: ['database'] },
);
