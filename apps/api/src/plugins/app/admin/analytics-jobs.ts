import { ANALYTICS_MAX_DAYS, GRANULARITIES } from '@vitalia/shared/admin-analytics';
import { santiagoDate } from '@vitalia/shared/member-rules';
import { shiftDay } from '../../../lib/santiago-days';
import { periodStart } from './analytics-periods';
import { domainPlugin } from '../domain-plugin';

const ROLLUP_QUEUE = 'analytics.rollups';
/** A week more than the longest range the console asks for, so its first (partial) week is covered too. */
const KEPT_DAYS = ANALYTICS_MAX_DAYS + 7;

declare module 'fastify' {
  interface FastifyInstance {
    analyticsJobs: { runOnce(now?: Date): Promise<string[]> };
  }
}

/**
 * The console's rollups of closed periods (ADR 0046), on the job queue's schedule every 10 minutes (once
 * across all instances): a granularity is counted again only when one of its periods has closed since
 * its last refresh (days nightly, weeks on Mondays, months on the 1st), so most runs read one row.
 */
export default domainPlugin(
  'analyticsJobs',
  async (app) => {
    const options = { enabled: app.config.NODE_ENV !== 'test' };
    const runOnce = async (now = new Date()) => {
      const today = santiagoDate(now);
      const refreshed: string[] = [];
      for (const granularity of GRANULARITIES) {
        const until = periodStart(today, granularity);
        const from = periodStart(shiftDay(today, -KEPT_DAYS), granularity);
        const coverage = await app.analyticsRepository.rollupCoverage(granularity);
        if (coverage?.until === until && coverage.from <= from) continue;
        await app.db.transaction((tx) =>
          app.analyticsRepository.refreshRollups(granularity, from, until, tx),
        );
        refreshed.push(granularity);
      }
      return refreshed;
    };
    if (!options.enabled) return { runOnce };
    // No retries: the next run does the same work. A run longer than 5 minutes was lost.
    await app.jobs.define(
      ROLLUP_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, schedule: '*/10 * * * *' },
      async () => {
        const refreshed = await runOnce();
        if (refreshed.length > 0) app.log.info({ refreshed }, 'analytics rollups refreshed');
      },
    );
    return { runOnce };
  },
  ['analytics-repository', 'job-queue'],
);
