import type { FastifyInstance } from 'fastify';
import { WELCOME_RESEND_LIMIT } from '@vitalia/shared/constants/limits';
import { NOTIFICATION_MESSAGES } from '@vitalia/shared/messages/notifications';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import type { Notification } from '@vitalia/shared/notifications';
import { AppError } from '../../../lib/app-error';
import { assertCan, mayAct, type Actor } from '../../../lib/assert-can';
import { domainPlugin } from '../domain-plugin';
import { presentNotification } from './notification-presenter';

const NOT_FOUND = NOTIFICATION_MESSAGES.notFound;

/**
 * A member's notifications (SPEC §7 /notifications). Every read and change goes through the repository's
 * owner-scoped queries, so another member's id is simply not found (404, as if it did not exist); who may
 * send what is the policy table's `send:notification` (assertCan), never a role test here.
 */
export function notificationsService(app: FastifyInstance) {
  const repo = app.notificationsRepository;
  const found = <T>(row: T | undefined): T => {
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  };

  return {
    async inbox(actor: Actor, since?: Date): Promise<{ notifications: Notification[]; unread: number }> {
      const [rows, unread] = await Promise.all([repo.list(actor.id, since), repo.unreadCount(actor.id)]);
      return { notifications: rows.map(presentNotification), unread };
    },
    async get(actor: Actor, id: number): Promise<Notification> {
      return presentNotification(found(await repo.find(actor.id, id)));
    },
    async markRead(actor: Actor, id: number): Promise<Notification> {
      return presentNotification(found(await repo.markRead(actor.id, id)));
    },
    async markAllRead(actor: Actor): Promise<number> {
      return repo.markAllRead(actor.id);
    },
    async remove(actor: Actor, id: number): Promise<void> {
      if (!(await repo.remove(actor.id, id))) throw AppError.notFound(NOT_FOUND);
    },

    /**
     * SPEC's client-driven welcome. The server already welcomed every member at registration, so a member
     * asking for herself is only acknowledged (nothing is sent twice); whoever may send to anyone (admins)
     * re-sends it to an existing member, within a limit.
     */
    async welcome(actor: Actor, userId: number): Promise<void> {
      assertCan(actor, 'send', 'notification', [userId]);
      if (!mayAct(actor, 'send', 'notification', [null])) return;
      await app.rateLimiter.consume(
        `welcome:${actor.id}`,
        WELCOME_RESEND_LIMIT,
        NOTIFICATION_MESSAGES.tooManySends,
      );
      if (!(await app.usersRepository.exists(userId))) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      await app.notifier.notify([userId], {
        title: NOTIFICATION_MESSAGES.welcomeTitle,
        message: NOTIFICATION_MESSAGES.welcomeMessage,
        actionUrl: '/tutorial',
      });
    },

    /** SPEC's "tell the admins about a new member": they were told at registration (account-service). */
    acknowledgeNewMember(actor: Actor, newUserId: number): void {
      assertCan(actor, 'send', 'notification', [newUserId]);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsService: NotificationsService;
  }
}

export default domainPlugin('notificationsService', notificationsService, [
  'notifications-repository',
  'notifier',
  'rate-limiter',
  'users-repository',
]);
