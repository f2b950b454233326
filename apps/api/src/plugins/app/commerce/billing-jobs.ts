import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProviderNotification } from '../payments/payment-provider';

const EVERY_MS = 60_000;
/** A sandbox notification not taken after this long was lost with its process. */
const REDELIVER_AFTER_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    billingJobs: { runOnce(now?: Date): Promise<void> };
  }
}

/**
 * Every minute: the sandbox charges its due subscriptions (MercadoPago does this on its side), then plans
 * that are over end and members whose plan ends soon are reminded. Every step is idempotent (claimed rows,
 * row locks, dedupe keys), so any number of instances may run it at once and a killed run is simply
 * finished by the next one.
 */
export default fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    const runOnce = async (now = new Date()) => {
      const sandbox = app.sandboxProvider;
      if (sandbox) {
        const handle = (notification: ProviderNotification) =>
          app.checkoutService.handleNotification(notification);
        // Approvals whose settlement a killed process never finished (issue 17); not the ones in flight now.
        await sandbox.redeliver(handle, { before: new Date(now.getTime() - REDELIVER_AFTER_MS) });
        for (const notification of await sandbox.chargeDueSubscriptions(now))
          await sandbox.deliver(notification, handle);
      }
      await app.membershipService.runSweep(now);
    };
    app.decorate('billingJobs', { runOnce });
    if (!options.enabled) return;

    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running || !app.databaseHealth.isUp()) return;
      running = runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, 'billing sweep failed'))
        .finally(() => {
          running = null;
        });
    }, EVERY_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'billing-jobs', dependencies: ['checkout-service', 'membership-service'] },
);
