import { domainPlugin } from '../domain-plugin';

const RETENTION_QUEUE = 'clinical.retention';

declare module 'fastify' {
  interface FastifyInstance {
    clinicalRetention: { runOnce(now?: Date): Promise<number> };
  }
}

/**
 * The end of keeping a clinical record (ADR 0073): once a day (once across instances, on the job queue's
 * schedule), records whose fifteen years from the last entry have passed are deleted with their notes,
 * versions and measures, and the sweep is written to the audit log (how many, never whose).
 */
export default domainPlugin(
  'clinicalRetention',
  async (app) => {
    const runOnce = async (now = new Date()) => {
      const removed = await app.db.transaction(async (tx) => {
        const ids = await app.clinicalRepository.removeExpired(now, tx);
        if (ids.length > 0)
          await app.auditLog.appendSystem(
            { action: 'clinical-record.expire', entity: 'clinical-record', after: { records: ids.length } },
            tx,
          );
        return ids.length;
      });
      if (removed > 0) app.log.info({ removed }, 'clinical records past their keeping date removed');
      return removed;
    };
    if (app.config.NODE_ENV === 'test') return { runOnce };
    // No retries: tomorrow's run does the same work.
    await app.jobs.define(
      RETENTION_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, schedule: '17 7 * * *' },
      async () => {
        await runOnce();
      },
    );
    return { runOnce };
  },
  ['clinical-repository', 'audit-log', 'job-queue'],
);
