import crypto from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { BillingInterval } from '@vitalia/shared/commerce';
import type { Db } from '../../../db/client';
import { sandboxRecords } from '../../../db/schema/index';
import { addInterval } from '../commerce/billing-periods';
import type { PaymentProvider, ProviderNotification, ProviderPayment } from './payment-provider';

export type SandboxRecord = typeof sandboxRecords.$inferSelect;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The hosted "Modo de prueba" page reads what it shows from here. */
  findCheckout(id: string): Promise<SandboxRecord | null>;
  /** The buyer's answer on the test page; returns what the provider would then notify. */
  decide(checkoutId: string, approve: boolean): Promise<ProviderNotification | null>;
  /** Charges every authorised subscription whose period is due, as a real gateway's scheduler would. */
  chargeDueSubscriptions(now: Date): Promise<ProviderNotification[]>;
  /** Test support: the next charges of this subscription are declined (an expired card). */
  failRenewals(subscriptionId: string): Promise<void>;
  /**
   * Hands a payment's notification to our webhook handler and remembers that it was taken. One that was
   * not (the process died in between) is handed again by `redeliver`, as a gateway retries its webhooks.
   */
  deliver(notification: ProviderNotification, handle: NotificationHandler): Promise<void>;
  /** Notifications of the last day not yet taken: those older than `before`, or all of one order's. */
  redeliver(handle: NotificationHandler, options: { before: Date } | { orderId: number }): Promise<number>;
}

type NotificationHandler = (notification: ProviderNotification) => Promise<unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

const notificationOf = (record: SandboxRecord): ProviderNotification => {
  if (record.kind === 'subscription') return { topic: 'subscription', id: record.id };
  return record.subscriptionId
    ? { topic: 'subscription_payment', id: record.id }
    : { topic: 'payment', id: record.id };
};

/**
 * The default provider without credentials: a small hosted checkout of our own that keeps its records in
 * its own table and answers through the same interface as MercadoPago, so the order and webhook code
 * cannot tell them apart.
 */
export function sandboxProvider(db: Db): SandboxProvider {
  const find = async (id: string) =>
    (await db.select().from(sandboxRecords).where(eq(sandboxRecords.id, id)).limit(1))[0] ?? null;

  async function recordCharge(
    tx: Db,
    source: SandboxRecord,
    status: 'approved' | 'rejected',
    subscriptionId: string | null,
  ): Promise<ProviderNotification> {
    const id = newId('sbx_pay');
    await tx.insert(sandboxRecords).values({
      id,
      kind: 'payment',
      externalReference: source.externalReference,
      status,
      amountClp: source.amountClp,
      currency: source.currency,
      subscriptionId,
    });
    return subscriptionId ? { topic: 'subscription_payment', id } : { topic: 'payment', id };
  }

  const provider: SandboxProvider = {
    name: 'sandbox',

    async createCheckout(request) {
      const id = newId('sbx_ck');
      const amount = request.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      await db.insert(sandboxRecords).values({
        id,
        kind: 'checkout',
        externalReference: String(request.orderId),
        status: 'open',
        amountClp: amount,
      });
      return { reference: id, initPoint: `/api/payments/sandbox/${id}` };
    },

    async createSubscription(request) {
      const id = newId('sbx_sub');
      await db.insert(sandboxRecords).values({
        id,
        kind: 'subscription',
        externalReference: String(request.orderId),
        status: 'pending',
        amountClp: request.amount,
        interval: request.interval,
        trialDays: request.freeTrialDays ?? null,
      });
      return { reference: id, initPoint: `/api/payments/sandbox/${id}` };
    },

    async cancelSubscription(subscriptionId) {
      await db
        .update(sandboxRecords)
        .set({ status: 'cancelled', nextChargeAt: null })
        .where(and(eq(sandboxRecords.id, subscriptionId), eq(sandboxRecords.kind, 'subscription')));
    },

    // Only an authorised subscription pauses and only a paused one resumes, as MercadoPago's preapprovals.
    async pauseSubscription(subscriptionId) {
      await db
        .update(sandboxRecords)
        .set({ status: 'paused' })
        .where(and(eq(sandboxRecords.id, subscriptionId), eq(sandboxRecords.status, 'authorized')));
    },

    async resumeSubscription(subscriptionId) {
      await db
        .update(sandboxRecords)
        .set({ status: 'authorized' })
        .where(and(eq(sandboxRecords.id, subscriptionId), eq(sandboxRecords.status, 'paused')));
    },

    async updateSubscriptionAmount(subscriptionId, amount) {
      await db.update(sandboxRecords).set({ amountClp: amount }).where(eq(sandboxRecords.id, subscriptionId));
    },

    async getPayment(notification): Promise<ProviderPayment | null> {
      if (notification.topic === 'subscription') return null;
      const record = await find(notification.id);
      if (!record || record.kind !== 'payment') return null;
      return {
        id: record.id,
        status: record.status as ProviderPayment['status'],
        amount: record.amountClp,
        currency: record.currency,
        externalReference: record.externalReference,
        subscriptionId: record.subscriptionId,
      };
    },

    async getSubscription(subscriptionId) {
      const record = await find(subscriptionId);
      if (!record || record.kind !== 'subscription') return null;
      const status = record.status === 'failing' ? 'authorized' : record.status;
      return {
        id: record.id,
        status: status as 'pending' | 'authorized' | 'cancelled',
        externalReference: record.externalReference,
      };
    },

    async refund(paymentId) {
      await db.update(sandboxRecords).set({ status: 'refunded' }).where(eq(sandboxRecords.id, paymentId));
    },

    // The sandbox is never called over HTTP by an outside party: nothing it could receive is genuine.
    verifyNotification: () => null,
    health: async () => true,

    async findCheckout(id) {
      const record = await find(id);
      return record && record.kind !== 'payment' ? record : null;
    },

    async decide(checkoutId, approve) {
      const record = await find(checkoutId);
      if (!record || record.kind === 'payment') return null;
      const isSubscription = record.kind === 'subscription';
      // A free trial authorises the card and charges nothing until it ends, as MercadoPago's free_trial.
      const trialDays = isSubscription ? (record.trialDays ?? 0) : 0;
      const firstCharge = (now: Date) =>
        trialDays > 0
          ? new Date(now.getTime() + trialDays * DAY_MS)
          : addInterval(now, record.interval as BillingInterval);
      // The page can be submitted twice (a double click, the back button): only the first answer counts.
      // The answer and its charge are one transaction: a process killed between them leaves neither.
      return db.transaction(async (tx) => {
        const [opened] = await tx
          .update(sandboxRecords)
          .set({
            status: approve ? (isSubscription ? 'authorized' : 'paid') : 'declined',
            nextChargeAt: approve && isSubscription ? firstCharge(new Date()) : null,
          })
          .where(
            and(
              eq(sandboxRecords.id, checkoutId),
              eq(sandboxRecords.status, record.kind === 'checkout' ? 'open' : 'pending'),
            ),
          )
          .returning();
        if (!opened) return null;
        if (trialDays > 0) return approve ? ({ topic: 'subscription', id: record.id } as const) : null;
        return recordCharge(tx, record, approve ? 'approved' : 'rejected', isSubscription ? record.id : null);
      });
    },

    async chargeDueSubscriptions(now) {
      const due = await db
        .select()
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.kind, 'subscription'), lte(sandboxRecords.nextChargeAt, now)));
      const notifications: ProviderNotification[] = [];
      for (const subscription of due) {
        if (subscription.status !== 'authorized' && subscription.status !== 'failing') continue;
        const declined = subscription.status === 'failing';
        // Claim this period's charge first, so two instances running the job never charge it twice; the
        // claim and the charge commit together.
        const charged = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(sandboxRecords)
            .set({
              nextChargeAt: declined
                ? null
                : addInterval(subscription.nextChargeAt ?? now, subscription.interval as BillingInterval),
              status: declined ? 'cancelled' : subscription.status,
            })
            .where(
              and(
                eq(sandboxRecords.id, subscription.id),
                eq(sandboxRecords.nextChargeAt, subscription.nextChargeAt ?? now),
              ),
            )
            .returning();
          return claimed
            ? recordCharge(tx, subscription, declined ? 'rejected' : 'approved', subscription.id)
            : null;
        });
        if (charged) notifications.push(charged);
      }
      return notifications;
    },

    async deliver(notification, handle) {
      await handle(notification);
      await db
        .update(sandboxRecords)
        .set({ deliveredAt: new Date() })
        .where(and(eq(sandboxRecords.id, notification.id), isNull(sandboxRecords.deliveredAt)));
    },

    async redeliver(handle, options) {
      const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
      const pending = await db
        .select()
        .from(sandboxRecords)
        .where(
          and(
            // Payments, and trial authorisations (they make no payment; ADR 0094).
            or(
              eq(sandboxRecords.kind, 'payment'),
              and(
                eq(sandboxRecords.kind, 'subscription'),
                isNotNull(sandboxRecords.trialDays),
                isNotNull(sandboxRecords.nextChargeAt),
              ),
            ),
            isNull(sandboxRecords.deliveredAt),
            gt(sandboxRecords.createdAt, dayAgo),
            'before' in options
              ? lt(sandboxRecords.createdAt, options.before)
              : eq(sandboxRecords.externalReference, String(options.orderId)),
          ),
        )
        .orderBy(asc(sandboxRecords.createdAt))
        .limit(100);
      for (const record of pending) await provider.deliver(notificationOf(record), handle);
      return pending.length;
    },

    async failRenewals(subscriptionId) {
      await db.update(sandboxRecords).set({ status: 'failing' }).where(eq(sandboxRecords.id, subscriptionId));
    },
  };
  return provider;
}
