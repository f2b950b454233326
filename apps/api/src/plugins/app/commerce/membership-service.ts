import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  BillingInterval,
  CheckoutResult,
  MembershipPurchaseSchema,
  MembershipQuote,
} from '@vitalia/shared/commerce';
import { ivaBreakdown } from '@vitalia/shared/commerce-rules';
import { CHECKOUT_LIMIT } from '@vitalia/shared/constants/limits';
import { CHECKOUT_MESSAGES, MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS, PLAN_RANK, type PlanType } from '@vitalia/shared/plans';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../users/user-presenter';
import { domainPlugin } from '../domain-plugin';
import { addInterval } from './billing-periods';
import {
  describeEvent,
  endMembership,
  nextPeriodEnd,
  paysNextPeriod,
  periodPrice,
  upgradeCredit,
} from './membership-changes';
import { type MembershipRow } from './memberships-repository';
import { formatDate } from './receipts';
import { openCheckoutOnce, orderOrConflict, purchaseFingerprint } from './checkout-claim';
import { closeSupersededCheckout, webpayReturnUrl } from './cart-checkout-service';
import { currentMembership, membershipStatus, settleIfEnded } from './membership-status';
import { presentBillingDefaults } from './cart-presenter';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member's plan (issue 9, ADR 0045): its status (ended when its time is up, whenever it is read), her
 * history, the price of a change, buying or changing it, cancelling and reactivating. Admin grants and the
 * sweep are `membershipAdmin`'s.
 */
export function membershipService(app: FastifyInstance) {
  const repo = app.membershipsRepository;
  const current = (userId: number, now?: Date) => currentMembership(app, userId, now);

  return {
    status: (userId: number, now?: Date) => membershipStatus(app, userId, now),
    current,
    settleIfEnded: (membership: MembershipRow, now: Date) => settleIfEnded(app, membership, now),

    async history(userId: number, limit?: number) {
      return (await repo.listMemberHistory(userId, limit)).map((event) => ({
        id: event.id,
        kind: event.kind,
        plan_type: event.planCode ?? 'free',
        description: describeEvent(event.kind, event.planCode ?? 'free'),
        created_at: event.createdAt.toISOString(),
      }));
    },

    /**
     * What choosing `planCode` would do today, before the payment page: the amount, the days her current
     * paid plan adds (the same rule as the upgrade itself), when the new period ends, and her last billing
     * data. Reads only; the purchase decides again when she pays.
     */
    async quote(
      userId: number,
      planCode: Exclude<PlanType, 'free'>,
      interval: BillingInterval,
      now = new Date(),
    ): Promise<MembershipQuote> {
      const plan = await repo.findPlan(planCode);
      if (!plan) throw AppError.notFound(CHECKOUT_MESSAGES.planNotFound);
      const [active, billing] = await Promise.all([
        current(userId, now),
        app.ordersRepository.latestBilling(userId),
      ]);
      const base = {
        success: true,
        plan_type: planCode,
        billing_interval: interval,
        billing_defaults: presentBillingDefaults(billing),
      };
      if (active && paysNextPeriod(active, planCode, interval))
        return {
          ...base,
          amount_due: periodPrice(plan, interval),
          effective: 'renewal',
          credit: null,
          period_end: nextPeriodEnd(active).toISOString(),
        };
      if (active && active.planCode === planCode && active.interval === interval)
        return {
          ...base,
          amount_due: 0,
          effective: 'current',
          credit: null,
          period_end: active.periodEnd.toISOString(),
        };
      if (active && PLAN_RANK[planCode] < PLAN_RANK[active.planCode])
        return {
          ...base,
          amount_due: 0,
          effective: 'period_end',
          credit: null,
          period_end: active.periodEnd.toISOString(),
        };
      const activePlan = active ? await repo.findPlan(active.planCode) : null;
      const creditMs = active && activePlan ? upgradeCredit(active, activePlan, { plan, interval }, now) : 0;
      return {
        ...base,
        amount_due: periodPrice(plan, interval),
        effective: 'now',
        credit:
          active && active.planCode !== 'free' && creditMs > 0
            ? {
                plan_type: active.planCode,
                paid_until: active.periodEnd.toISOString(),
                credit_days: Math.round(creditMs / DAY_MS),
              }
            : null,
        period_end: new Date(addInterval(now, interval).getTime() + creditMs).toISOString(),
      };
    },

    /**
     * A new plan or a higher one opens a checkout (the upgrade starts once paid); a lower paid plan is
     * scheduled for the end of the period, when the renewal charges its price.
     */
    async purchase(
      user: UserRow,
      input: z.output<typeof MembershipPurchaseSchema>,
      urls: { publicUrl: string },
    ): Promise<CheckoutResult> {
      await app.rateLimiter.consume(
        `checkout:${user.id}`,
        CHECKOUT_LIMIT,
        CHECKOUT_MESSAGES.tooManyCheckouts,
      );
      const provider = app.paymentProviders.chosen(input.payment_method);
      const plan = await repo.findPlan(input.plan_type);
      if (!plan) throw AppError.notFound(CHECKOUT_MESSAGES.planNotFound);
      const active = await current(user.id);
      const samePlan = active?.planCode === plan.code && active.interval === input.billing_interval;
      const nextPeriod =
        provider.name === 'webpay' &&
        active !== null &&
        paysNextPeriod(active, plan.code, input.billing_interval);

      if (samePlan && !nextPeriod) throw AppError.conflict(CHECKOUT_MESSAGES.alreadyOnPlan);
      if (active && PLAN_RANK[plan.code] < PLAN_RANK[active.planCode]) {
        if (active.subscriptionId) {
          await app.paymentProvider.updateSubscriptionAmount(
            active.subscriptionId,
            periodPrice(plan, active.interval),
          );
          // Choosing a lower plan after cancelling means renewing again, at the lower price.
          if (active.cancelAtPeriodEnd) await app.paymentProvider.resumeSubscription(active.subscriptionId);
        }
        await repo.update(active.id, { scheduledPlanCode: plan.code, cancelAtPeriodEnd: false });
        await repo.recordEvent({
          userId: user.id,
          membershipId: active.id,
          kind: 'downgrade_scheduled',
          planCode: plan.code,
        });
        return {
          success: true,
          message: CHECKOUT_MESSAGES.downgradeScheduled(PLAN_LABELS[plan.code], formatDate(active.periodEnd)),
          order_id: null,
          init_point: null,
          effective: 'period_end',
        };
      }

      const price = periodPrice(plan, input.billing_interval);
      const amounts = ivaBreakdown(price);
      const intervalLabel = input.billing_interval === 'year' ? 'anual' : 'mensual';
      const description = `Plan ${PLAN_LABELS[plan.code]} (${intervalLabel})`;
      const requestHash = purchaseFingerprint({
        kind: 'membership',
        plan: plan.code,
        interval: input.billing_interval,
        billing: input.billing,
        provider: provider.name,
      });
      const opening = await app.db.transaction((tx) =>
        app.ordersRepository.openOrder(
          {
            userId: user.id,
            kind: 'membership',
            idempotencyKey: input.idempotency_key,
            requestHash,
            planCode: plan.code,
            interval: input.billing_interval,
            totalClp: price,
            subtotalClp: amounts.subtotal,
            ivaClp: amounts.iva_amount,
            billing: input.billing,
            provider: provider.name,
          },
          [{ description, unitPriceClp: price, quantity: 1 }],
          tx,
        ),
      );
      const { order, superseded } = orderOrConflict(opening);
      const created = opening.outcome === 'created';
      await closeSupersededCheckout(app, superseded);
      const successUrl = `${urls.publicUrl}/payment-success?order_id=${order.id}`;
      const notificationUrl = `${urls.publicUrl}/api/webhooks/mercadopago`;
      const opened = await openCheckoutOnce(app, order, () =>
        provider.name === 'webpay'
          ? // One period paid once; the next is paid from the renewal e-mail's link.
            provider.createCheckout({
              orderId: order.id,
              items: [{ title: description, quantity: 1, unitPrice: price }],
              payerEmail: input.billing.email,
              successUrl,
              failureUrl: `${urls.publicUrl}/payment-failure?order_id=${order.id}`,
              notificationUrl,
              returnUrl: webpayReturnUrl(urls.publicUrl),
            })
          : provider.createSubscription({
              orderId: order.id,
              reason: `Vitalia · ${description}`,
              amount: price,
              interval: input.billing_interval,
              payerEmail: input.billing.email,
              backUrl: successUrl,
              notificationUrl,
            }),
      );
      if (created)
        await repo.recordEvent({
          userId: user.id,
          orderId: order.id,
          kind: 'checkout_started',
          planCode: plan.code,
        });
      return opened;
    },

    /** At the period end by default (access stays until then); `immediate` ends it now, without refund. */
    async cancel(userId: number, immediate: boolean): Promise<string> {
      const active = await current(userId);
      if (!active) throw AppError.badRequest(MEMBERSHIP_CHANGE_MESSAGES.nothingToCancel);
      if (!immediate && active.cancelAtPeriodEnd && !active.scheduledPlanCode)
        return MEMBERSHIP_CHANGE_MESSAGES.alreadyCancelled(formatDate(active.periodEnd));
      // The provider first: if it cannot stop the charges, nothing changes here and the member can retry.
      // At the period end the subscription is only paused, so "Reactivar plan" can resume it until then.
      if (active.subscriptionId)
        await (immediate
          ? app.paymentProvider.cancelSubscription(active.subscriptionId)
          : app.paymentProvider.pauseSubscription(active.subscriptionId));
      const now = new Date();
      if (immediate) {
        await app.db.transaction(async (tx) => {
          await endMembership(app.membershipsRepository, tx, active, {
            status: 'cancelled',
            kind: 'cancelled_now',
            endedAt: now,
          });
        });
        return MEMBERSHIP_CHANGE_MESSAGES.cancelledNow;
      }
      // Of two racing clicks one records the cancellation and enqueues the confirmation, in one
      // transaction: a process killed in between leaves neither, and her retry does both.
      const notice = await app.commerceNotices.cancellationScheduled(active);
      const cancelled = await app.db.transaction(async (tx) => {
        if (!(await app.membershipsRepository.stopRenewal(active.id, tx))) return false;
        await app.membershipsRepository.recordEvent(
          {
            userId,
            membershipId: active.id,
            kind: 'cancel_scheduled',
            planCode: active.planCode,
          },
          tx,
        );
        await notice?.enqueueMail(tx);
        return true;
      });
      if (cancelled) await notice?.ringBell();
      return MEMBERSHIP_CHANGE_MESSAGES.cancelAtEnd(formatDate(active.periodEnd));
    },

    /**
     * Undoes her own cancellation before the period ends: the paused subscription charges again at the
     * period end. Twice (a double click) answers the same; a plan whose card was declined, or that the
     * provider ended, cannot be resumed and is bought again instead.
     */
    async reactivate(userId: number): Promise<string> {
      const active = await current(userId);
      if (!active) throw AppError.badRequest(MEMBERSHIP_CHANGE_MESSAGES.nothingToReactivate);
      const plan = PLAN_LABELS[active.planCode];
      const renewsOn = formatDate(active.periodEnd);
      if (!active.cancelAtPeriodEnd) return MEMBERSHIP_CHANGE_MESSAGES.alreadyRenewing(plan, renewsOn);
      if (active.scheduledPlanCode || !(await repo.cancelledByMember(active)))
        throw AppError.conflict(MEMBERSHIP_CHANGE_MESSAGES.nothingToReactivate);
      if (active.subscriptionId) await app.paymentProvider.resumeSubscription(active.subscriptionId);
      if (await repo.resumeRenewal(active.id))
        await repo.recordEvent({
          userId,
          membershipId: active.id,
          kind: 'reactivated',
          planCode: active.planCode,
        });
      return active.provider === 'webpay'
        ? MEMBERSHIP_CHANGE_MESSAGES.reactivatedWithLink(plan, renewsOn)
        : MEMBERSHIP_CHANGE_MESSAGES.reactivated(plan, renewsOn);
    },
  };
}

export type MembershipService = ReturnType<typeof membershipService>;

declare module 'fastify' {
  interface FastifyInstance {
    membershipService: MembershipService;
  }
}

export default domainPlugin('membershipService', membershipService, [
  'memberships-repository',
  'orders-repository',
  'payments',
  'notifier',
  'rate-limiter',
  'commerce-notices',
]);
