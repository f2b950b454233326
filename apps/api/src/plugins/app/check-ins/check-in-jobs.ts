import type { FastifyInstance } from 'fastify';
import { CHECK_IN_GRACE_DAYS, nextDueOn } from '@vitalia/shared/check-ins';
import { formatTime, santiagoDay } from '@vitalia/shared/dates';
import { domainPlugin } from '../domain-plugin';
import { mailLayout } from '../mail/mail-layout';
import { daysBefore } from './check-ins-service';

const QUEUE = 'check-ins.hourly';
/** Reminders leave from 9:00 in Santiago: nobody is woken by a check-in. */
const REMINDER_HOUR = 9;

/**
 * Every hour, once across instances: check-ins past their grace become missed (and the next one is made),
 * and the ones due today get one reminder each (bell and e-mail, claimed in the same transaction as the
 * mail is enqueued, so a retried or doubled run sends nothing twice). A member who withdrew her health-data
 * consent, or is no longer in that care, gets none.
 */
export function checkInJobs(app: FastifyInstance) {
  const repo = app.checkInsRepository;

  async function closeMissed(today: string): Promise<number> {
    return app.db.transaction(async (tx) => {
      const missed = await repo.markMissed(daysBefore(today, CHECK_IN_GRACE_DAYS), tx);
      for (const row of missed) {
        const cadence = await repo.cadenceOf(row.assignmentId, tx);
        if (cadence) await repo.scheduleNext(row.assignmentId, row.memberId, nextDueOn(cadence, today), tx);
      }
      return missed.length;
    });
  }

  async function remind(today: string): Promise<number> {
    let sent = 0;
    for (const row of await repo.remindersDue(today, 200)) {
      const claimed = await app.db.transaction(async (tx) => {
        if (!(await repo.markReminded(row.id, tx))) return false;
        const title = `Tu ${row.title.toLowerCase()} te espera`;
        await app.notifier.notify(
          [row.memberId],
          { title, message: `${row.professional} quiere saber cómo vas.`, actionUrl: `/check-in/${row.id}` },
          tx,
        );
        const url = `${app.config.PUBLIC_URL}/check-in/${row.id}`;
        const paragraphs = [
          `Hola ${row.firstName}:`,
          `${row.professional} te envió «${row.title}». Responderlo toma menos de un minuto.`,
        ];
        await app.mailer.enqueue(
          {
            to: row.email,
            subject: title,
            text: [...paragraphs, '', url].join('\n'),
            html: mailLayout(title, paragraphs, { label: 'Responder', url }),
          },
          'check-in-reminder',
          { tx },
        );
        return true;
      });
      if (claimed) sent += 1;
    }
    return sent;
  }

  return {
    /** One run: what the hourly job does, callable from tests with the time it should believe. */
    async runOnce(now = new Date()): Promise<{ missed: number; reminded: number }> {
      const today = santiagoDay(now);
      const missed = await closeMissed(today);
      const hour = Number(formatTime(now).slice(0, 2));
      const reminded = hour >= REMINDER_HOUR ? await remind(today) : 0;
      return { missed, reminded };
    },
  };
}

export type CheckInJobs = ReturnType<typeof checkInJobs>;

declare module 'fastify' {
  interface FastifyInstance {
    checkInJobs: CheckInJobs;
  }
}

export default domainPlugin(
  'checkInJobs',
  async (app) => {
    const jobs = checkInJobs(app);
    if (app.config.NODE_ENV === 'test') return jobs;
    await app.jobs.define(
      QUEUE,
      { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, schedule: '7 * * * *' },
      async () => {
        await jobs.runOnce();
      },
    );
    return jobs;
  },
  ['check-ins-repository', 'notifier', 'mailer', 'job-queue'],
);
