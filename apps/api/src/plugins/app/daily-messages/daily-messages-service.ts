import type { FastifyInstance } from 'fastify';
import type { DailyMessage } from '@vitalia/shared/member';
import { dailyMessageIndex, santiagoDate } from '@vitalia/shared/member-rules';
import { AppError } from '../../../lib/app-error';
import { DAILY_MESSAGE_MESSAGES } from '@vitalia/shared/messages/member';
import { domainPlugin } from '../domain-plugin';

export function dailyMessagesService(app: FastifyInstance) {
  const repo = app.dailyMessagesRepository;
  return {
    async list(): Promise<Omit<DailyMessage, 'date'>[]> {
      return (await repo.listActive()).map((row) => ({
        id: row.id,
        message: row.message,
        author: row.author,
      }));
    },
    /** DESIGN difference 5: today's message (America/Santiago) from the admin-managed list. */
    async today(now: Date = new Date()): Promise<DailyMessage> {
      const rows = await repo.listActive();
      const date = santiagoDate(now);
      const row = rows[dailyMessageIndex(date, rows.length)];
      if (!row) throw AppError.notFound(DAILY_MESSAGE_MESSAGES.noneToday);
      return { id: row.id, message: row.message, author: row.author, date };
    },
  };
}

export type DailyMessagesService = ReturnType<typeof dailyMessagesService>;

declare module 'fastify' {
  interface FastifyInstance {
    dailyMessagesService: DailyMessagesService;
  }
}

export default domainPlugin('dailyMessagesService', dailyMessagesService, ['daily-messages-repository']);
