import { domainPlugin } from '../domain-plugin';

const CARE_FIGURES_QUEUE = 'practice.care-figures';

declare module 'fastify' {
  interface FastifyInstance {
    careFigures: { runOnce(): Promise<number> };
  }
}

/**
 * The one figure of "Mis clientes" no write changes (ADR 0077): a booked consultation that has ended without
 * being marked stops being her next one. Every minute (once across instances), those relationships are
 * recomputed; until then the list may show it as next for up to a minute.
 */
export default domainPlugin(
  'careFigures',
  async (app) => {
    const runOnce = () => app.careRepository.refreshPassed();
    if (app.config.NODE_ENV === 'test') return { runOnce };
    // No retries: the next minute's run does the same work.
    await app.jobs.define(
      CARE_FIGURES_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60, schedule: '* * * * *' },
      async () => {
        await runOnce();
      },
    );
    return { runOnce };
  },
  ['care-repository', 'job-queue'],
);
