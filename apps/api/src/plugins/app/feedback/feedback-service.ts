import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { FEEDBACK_LIMIT } from '@vitalia/shared/constants/limits';
import type { FeedbackSchema } from '@vitalia/shared/member';
import type { UserRow } from '../users/user-presenter';
import { NOTIFICATION_MESSAGES } from '@vitalia/shared/messages/notifications';
import { FEEDBACK_MESSAGES } from '@vitalia/shared/messages/member';
import { FEEDBACK_ADMIN_MESSAGES } from '@vitalia/shared/messages/admin';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { feedbackRepository } from './feedback-repository';

const TOO_MANY = FEEDBACK_MESSAGES.tooMany;

export function feedbackService(app: FastifyInstance) {
  return {
    /** Stores a member's rating (who wrote it comes from the session) and tells the admins. */
    async submit(user: UserRow, input: z.output<typeof FeedbackSchema>): Promise<void> {
      await app.rateLimiter.consume(`feedback:${user.id}`, FEEDBACK_LIMIT, TOO_MANY);
      await app.feedbackRepository.insert({
        userId: user.id,
        message: input.message,
        rating: input.rating,
        category: input.category,
        // The optional fields are only what the member typed; the e-mail is always the account's.
        name: input.name || `${user.firstName} ${user.lastName}`,
        email: user.email,
        subject: input.subject ?? null,
      });
      await app.notifier.notifyAdmins({
        title: NOTIFICATION_MESSAGES.newFeedbackTitle(input.rating),
        message: `${user.firstName}: «${input.message}»`,
        actionUrl: '/admin/feedback',
      });
    },

    /** An admin marks a rating handled or reopens it; the audit entry commits with the change. */
    async setHandled(actor: AuditActor, id: number, handled: boolean): Promise<void> {
      await app.db.transaction(async (tx) => {
        const row = await feedbackRepository(tx).setHandled(id, handled ? actor.id : null);
        if (!row) throw AppError.notFound(FEEDBACK_ADMIN_MESSAGES.notFound);
        await app.auditLog.append(
          actor,
          {
            action: 'feedback.handle',
            entity: 'feedback',
            entityId: row.id,
            subjectUserId: row.userId,
            after: { handled },
          },
          tx,
        );
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;

declare module 'fastify' {
  interface FastifyInstance {
    feedbackService: FeedbackService;
  }
}

export default domainPlugin('feedbackService', feedbackService, [
  'feedback-repository',
  'audit-log',
  'notifier',
  'rate-limiter',
]);
