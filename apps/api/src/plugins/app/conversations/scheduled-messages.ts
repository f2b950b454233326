import type { FastifyInstance } from 'fastify';
import {
  SCHEDULE_MAX_DAYS,
  type ScheduleMessage,
  type ScheduledMessage,
} from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../users/user-presenter';
import { domainPlugin } from '../domain-plugin';
import type { ScheduledRow } from './scheduled-messages-repository';

const QUEUE = 'conversations.scheduled-send';
/** Sooner than this is just sending; the job runs each minute. */
const MIN_AHEAD_MS = 5 * 60_000;

const present = (row: ScheduledRow): ScheduledMessage => ({
  id: row.id,
  body: row.body,
  send_at: row.sendAt.toISOString(),
});

/**
 * "Programar envío" (issue 46), a professional's tool: a message that leaves at a time she chose, while
 * the care lasts (a thread closed by then cancels it). Sent by a minute job, once across instances (rows
 * locked and skipped), with the message's own client_id, so a run retried after a crash sends nothing twice.
 */
export function scheduledMessagesService(app: FastifyInstance) {
  const repo = app.scheduledMessagesRepository;

  return {
    async schedule(user: UserRow, conversationId: number, input: ScheduleMessage): Promise<ScheduledMessage> {
      const thread = await app.conversations.thread(user, 'update', conversationId);
      if (thread.side !== 'professional') throw AppError.forbidden(M.scheduleProfessionalOnly);
      if (!thread.open) throw AppError.conflict(M.closed);
      const sendAt = new Date(input.send_at);
      const ahead = sendAt.getTime() - Date.now();
      if (ahead < MIN_AHEAD_MS || ahead > SCHEDULE_MAX_DAYS * 86_400_000)
        throw AppError.badRequest(M.scheduleRange, { send_at: M.scheduleRange });
      const row = await repo.insert({
        conversationId,
        senderUserId: user.id,
        senderSide: 'professional',
        body: input.body,
        clientId: input.client_id,
        sendAt,
      });
      return present(row);
    },

    async list(user: UserRow, conversationId: number): Promise<ScheduledMessage[]> {
      await app.conversations.thread(user, 'read', conversationId);
      return (await repo.pendingOf(conversationId, user.id)).map(present);
    },

    async cancel(user: UserRow, conversationId: number, id: number): Promise<void> {
      await app.conversations.thread(user, 'update', conversationId);
      if (!(await repo.cancel(id, conversationId, user.id))) throw AppError.notFound(M.scheduledNotFound);
    },

    /** Sends what is due; returns how many left. */
    async runOnce(now = new Date()): Promise<number> {
      const emailDelay = await app.unreadReminders.delayMinutes();
      return app.db.transaction(async (tx) => {
        let sent = 0;
        for (const row of await repo.takeDue(now, 50, tx)) {
          const thread = await app.conversationsRepository.findById(row.conversationId, tx);
          if (!thread?.open) {
            await repo.mark(row.id, 'cancelled', null, tx);
            continue;
          }
          const message = await app.conversationsRepository.send(
            {
              conversationId: row.conversationId,
              side: row.senderSide,
              senderUserId: row.senderUserId,
              body: row.body,
              clientId: row.clientId,
            },
            tx,
          );
          await repo.mark(row.id, 'sent', message.message.id, tx);
          if (message.created) {
            await app.unreadReminders.schedule(
              {
                conversationId: row.conversationId,
                recipient: row.senderSide === 'member' ? 'professional' : 'member',
                messageId: message.message.id,
                recipientReadId: message.recipientReadId,
              },
              tx,
              emailDelay,
            );
            sent += 1;
          }
        }
        return sent;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduledMessages: ReturnType<typeof scheduledMessagesService>;
  }
}

export default domainPlugin(
  'scheduledMessages',
  async (app) => {
    const service = scheduledMessagesService(app);
    if (app.config.NODE_ENV === 'test') return service;
    await app.jobs.define(
      QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60, schedule: '* * * * *' },
      async () => {
        await service.runOnce();
      },
    );
    return service;
  },
  [
    'scheduled-messages-repository',
    'conversations',
    'conversations-repository',
    'unread-reminders',
    'job-queue',
  ],
);
