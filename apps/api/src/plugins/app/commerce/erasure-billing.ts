import { domainJobs } from '../domain-plugin';

/** Cancels a deleted account's plan at the payment provider, retried until the provider answers. */
export const ERASED_SUBSCRIPTION_QUEUE = 'billing.erased-subscription';

/**
 * A deleted account's plan stops renewing (issue 49 §8). Her membership row goes with her account, but the
 * provider (MercadoPago's preapproval) would keep charging her card: a job committed with the erasure cancels
 * it, and is retried with backoff while the provider is down. Her orders stay, without her (ON DELETE SET
 * NULL): receipts are kept as tax law requires.
 */
export default domainJobs(
  'erasure-billing',
  async (app) => {
    await app.jobs.define<{ subscriptionId: string }>(
      ERASED_SUBSCRIPTION_QUEUE,
      { retryLimit: 12, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
      async (data) => {
        await app.paymentProvider.cancelSubscription(data.subscriptionId);
      },
    );
    app.profileService.onErase(async ({ id: userId }, tx) => {
      const active = await app.membershipsRepository.findActive(userId, {}, tx);
      if (active?.subscriptionId)
        await app.jobs.send(
          ERASED_SUBSCRIPTION_QUEUE,
          { subscriptionId: active.subscriptionId },
          { tx, key: `erased-${active.subscriptionId}` },
        );
      return async () => {};
    });
  },
  ['job-queue', 'profile-service', 'memberships-repository', 'payments'],
);
