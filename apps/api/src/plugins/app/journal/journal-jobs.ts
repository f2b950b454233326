import type { FastifyInstance } from 'fastify';
import { formatTime, santiagoDay } from '@vitalia/shared/dates';
import { minuteOfDay } from '@vitalia/shared/journal';
import { sweepUnreferenced } from '../storage';
import { domainPlugin } from '../domain-plugin';

const QUEUE = 'journal.reminders';
const SWEEP_QUEUE = 'journal.photo-sweep';

/**
 * Her meal reminders (issue 47): every five minutes, once across instances, the times that have come get a
 * bell item each, claimed in the same transaction as the item is written (a doubled or retried run sends
 * nothing twice). Bell only: an e-mail several times a day would be noise. A member without consent gets none.
 */
export function journalJobs(app: FastifyInstance) {
  return {
    async runOnce(now = new Date()): Promise<number> {
      const today = santiagoDay(now);
      const minuteNow = minuteOfDay(formatTime(now));
      return app.db.transaction(async (tx) => {
        const members = await app.journalRepository.claimDueReminders(today, minuteNow, tx);
        if (members.length > 0)
          await app.notifier.notify(
            members,
            {
              title: '¿Registramos tu comida?',
              message: 'Anota en tu diario qué comiste y cómo te sentiste.',
              actionUrl: '/diario?registrar=1',
            },
            tx,
          );
        return members.length;
      });
    },

    /** Photos stored but never attached (a process killed between the file and the row): removed daily. */
    sweepPhotos(now = new Date()): Promise<number> {
      return sweepUnreferenced(
        app.storage,
        'journal/',
        (keys) => app.journalRepository.referencedPhotos(keys),
        now,
      );
    },
  };
}

export type JournalJobs = ReturnType<typeof journalJobs>;

declare module 'fastify' {
  interface FastifyInstance {
    journalJobs: JournalJobs;
  }
}

export default domainPlugin(
  'journalJobs',
  async (app) => {
    const jobs = journalJobs(app);
    if (app.config.NODE_ENV === 'test') return jobs;
    await app.jobs.define(
      QUEUE,
      { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 240, schedule: '*/5 * * * *' },
      async () => {
        await jobs.runOnce();
      },
    );
    await app.jobs.define(
      SWEEP_QUEUE,
      { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800, schedule: '40 4 * * *' },
      async () => {
        await jobs.sweepPhotos();
      },
    );
    return jobs;
  },
  ['journal-repository', 'notifier', 'job-queue', 'storage'],
);
