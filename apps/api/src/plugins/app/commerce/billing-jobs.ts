import type { ProviderName, ProviderNotification } from '../payments/payment-provider';
import { SUBSCRIPTION_PRICE_QUEUE } from './settlement';
import { domainPlugin } from '../domain-plugin';

/** A sandbox notification not taken after this long was lost with its process. */
const REDELIVER_AFTER_MS = 10_000;
const SWEEP_QUEUE = 'billing.sweep';

declare module 'fastify' {
  interface FastifyInstance {
    billingJobs: { runOnce(now?: Date): Promise<void> };
  }
}

/**
 * Every minute, on the job queue's schedule (once per minute across all instances, issue 18): the sandbox
 * charges its due subscriptions (MercadoPago does this on its side), then plans that are over end and
 * members whose plan ends soon are reminded. Every step is idempotent (claimed rows, row locks, dedupe
 * keys), so a run killed halfway is simply finished by the next one.
 */
export default domainPlugin(
  'billingJobs',
  async (app) => {
    // Retried with backoff for about a day: a gateway down for a while is normal, and setting an amount twice
    // is harmless.
    await app.jobs.define<{ provider: ProviderName; subscriptionId: string; amount: number }>(
      SUBSCRIPTION_PRICE_QUEUE,
      { retryLimit: 12, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
      async ({ provider, subscriptionId, amount }) =>
        app.paymentProviders.of(provider).updateSubscriptionAmount(subscriptionId, amount),
    );
    const options = { enabled: app.config.BILLING_JOBS === 'on' && app.config.NODE_ENV !== 'test' };
    const runOnce = async (now = new Date()) => {
      const sandbox = app.sandboxProvider;
      if (sandbox) {
        const handle = (notification: ProviderNotification) =>
          app.paymentSettlement.handleNotification(notification);
        // Approvals whose settlement a killed process never finished (issue 17); not the ones in flight now.
        await sandbox.redeliver(handle, { before: new Date(now.getTime() - REDELIVER_AFTER_MS) });
        for (const notification of await sandbox.chargeDueSubscriptions(now))
          await sandbox.deliver(notification, handle);
      }
      await app.membershipAdmin.runSweep(now);
    };
    if (!options.enabled) return { runOnce };
    // No retries: the next minute's run does the same work. A run longer than 5 minutes was lost.
    await app.jobs.define(
      SWEEP_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, schedule: '* * * * *' },
      async () => runOnce(),
    );
    return { runOnce };
  },
  ['payment-settlement', 'membership-admin', 'job-queue'],
);
