import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Notification } from '@vitalia/shared/notifications';
import { NOTIFICATIONS_CHANNEL } from './notifier';
import { notificationsRepository, presentNotification } from './notifications-repository';

export type NotificationListener = (notification: Notification) => void;

export interface NotificationHub {
  /** Calls `listener` for each new notification of the user, whichever instance created it. */
  subscribe(userId: number, listener: NotificationListener): () => void;
  readonly connections: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/**
 * One LISTEN per API instance (not per browser): PostgreSQL tells every instance about each new notification,
 * and the instance forwards it to the streams of that user it holds.
 */
export default fp(
  async (app: FastifyInstance) => {
    const listeners = new Map<number, Set<NotificationListener>>();
    const repo = notificationsRepository(app.db);
    let connections = 0;

    const unlisten = await app.database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      let parsed: { id?: unknown; userId?: unknown };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return;
      }
      const userId = Number(parsed.userId);
      const targets = listeners.get(userId);
      if (!targets?.size) return;
      void repo
        .findById(Number(parsed.id))
        .then((row) => {
          if (!row || row.userId !== userId) return;
          const notification = presentNotification(row);
          for (const listener of targets) listener(notification);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'notification fan-out failed'));
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });

    app.decorate('notificationHub', {
      subscribe(userId, listener) {
        let set = listeners.get(userId);
        if (!set) {
          set = new Set();
          listeners.set(userId, set);
        }
        set.add(listener);
        connections += 1;
        return () => {
          if (set.delete(listener)) connections -= 1;
          if (set.size === 0) listeners.delete(userId);
        };
      },
      get connections() {
        return connections;
      },
    });
  },
  { name: 'notification-hub', dependencies: ['database'] },
);
