import { CHANNELS } from '../../../db/announce';
import type { Db } from '../../../db/client';
import { domainPlugin } from '../domain-plugin';

export const NOTIFICATIONS_CHANNEL = CHANNELS.notifications;

export interface NewNotification {
  title: string;
  message: string;
  actionUrl?: string | null;
  /** What it is about ("appointment:12"): it replaces the user's earlier items on the same subject. */
  subject?: string;
}

export interface Notifier {
  /** Stores one notification per user and announces it on the PostgreSQL channel (every instance hears it). */
  /** With `tx`, the notification exists (and is announced) exactly when the caller's transaction commits. */
  notify(userIds: number[], notification: NewNotification, tx?: Db): Promise<void>;
  notifyAdmins(notification: NewNotification): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default domainPlugin(
  'notifier',
  async (app) => {
    const repo = app.notificationsRepository;
    const notifier: Notifier = {
      async notify(userIds, notification, tx) {
        if (userIds.length === 0) return;
        await repo.insertAndAnnounce(
          userIds,
          {
            title: notification.title,
            message: notification.message,
            actionUrl: notification.actionUrl ?? null,
            subject: notification.subject ?? null,
          },
          tx,
        );
      },
      async notifyAdmins(notification) {
        await notifier.notify(await app.usersRepository.idsWithRole('admin'), notification);
      },
    };
    return notifier;
  },
  ['notifications-repository', 'users-repository'],
);
