import type { FastifyInstance } from 'fastify';
import { sweepUnreferenced } from '../storage';
import { domainPlugin } from '../domain-plugin';

const SWEEP_QUEUE = 'progress.photo-sweep';

/** Progress photos stored but never given a row (a process killed between the two): removed daily. */
export function progressPhotoJobs(app: FastifyInstance) {
  return {
    sweep(now = new Date()): Promise<number> {
      return sweepUnreferenced(
        app.storage,
        'progress/',
        (keys) => app.progressPhotosRepository.referenced(keys),
        now,
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    progressPhotoJobs: ReturnType<typeof progressPhotoJobs>;
  }
}

export default domainPlugin(
  'progressPhotoJobs',
  async (app) => {
    const jobs = progressPhotoJobs(app);
    if (app.config.NODE_ENV === 'test') return jobs;
    await app.jobs.define(
      SWEEP_QUEUE,
      { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 1800, schedule: '50 4 * * *' },
      async () => {
        await jobs.sweep();
      },
    );
    return jobs;
  },
  ['progress-photos-repository', 'job-queue', 'storage'],
);
