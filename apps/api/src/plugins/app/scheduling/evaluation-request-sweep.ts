import { domainJobs } from '../domain-plugin';

const SWEEP_QUEUE = 'evaluation-requests.sweep';

/**
 * Once an hour (once across instances, on the job queue's schedule), visitors' evaluation requests past
 * their link's time are deleted (ADR 0092): a request nobody confirmed keeps a name, an e-mail and a phone
 * of someone who is not a member, and nothing needs them after their day.
 */
export default domainJobs(
  'evaluation-request-sweep',
  async (app) => {
    if (app.config.NODE_ENV === 'test') return;
    // No retries: the next hour's run does the same work.
    await app.jobs.define(
      SWEEP_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120, schedule: '41 * * * *' },
      async () => {
        const removed = await app.visitorEvaluations.pruneExpired();
        if (removed > 0) app.log.info({ removed }, 'expired evaluation requests removed');
      },
    );
  },
  ['visitor-evaluations', 'job-queue'],
);
