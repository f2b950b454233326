import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  BillingInterval,
  CheckoutResult,
  MembershipPurchaseSchema,
  MembershipQuote,
} from '@vitalia/shared/commerce';
import { COUPON_MESSAGES } from '@vitalia/shared/coupons';
import { CHECKOUT_LIMIT } from '@vitalia/shared/constants/limits';
import { CHECKOUT_MESSAGES, MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS, PLAN_RANK, type PaidPlanType, type PlanType } from '@vitalia/shared/plans';
import type { Viewer } from '../entitlements/entitlements';
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
  renewalPrice,
  upgradeCredit,
} from './membership-changes';
import { type MembershipRow } from './memberships-repository';
import { formatDate } from './receipts';
import { intervalLabel, openPlanOrder, sendPlanOrder } from './plan-orders';
import { startTrial, trialOffer } from './plan-trials';
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
      const offer = await trialOffer(app, userId, plan, active);
      const base = {
        success: true,
        plan_type: planCode,
        billing_interval: interval,
        billing_defaults: presentBillingDefaults(billing),
        trial_days: 'days' in offer ? offer.days : null,
        renewal_discount: 0,
      };
      if (active && paysNextPeriod(active, planCode, interval)) {
        const due = renewalPrice(active, plan, interval);
        return {
          ...base,
          amount_due: due,
          renewal_discount: periodPrice(plan, interval) - due,
          effective: 'renewal',
          credit: null,
          period_end: nextPeriodEnd(active).toISOString(),
        };
      }
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

    /** "Aplicar" on a plan's checkout: only a payment made now (a new or higher plan) takes a coupon. */
    async checkCoupon(viewer: Viewer, code: string, planCode: PaidPlanType, interval: BillingInterval) {
      const quote = await this.quote(viewer.id, planCode, interval);
      if (quote.effective !== 'now')
        throw AppError.badRequest(COUPON_MESSAGES.notNow, { code: COUPON_MESSAGES.notNow });
      return app.coupons.checkPlan(viewer, code, { code: planCode, price: quote.amount_due });
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
      const found = await repo.findPlan(input.plan_type);
      if (!found) throw AppError.notFound(CHECKOUT_MESSAGES.planNotFound);
      const plan = { ...found, code: input.plan_type };
      const active = await current(user.id);
      if (input.trial)
        return startTrial(app, user, plan, { purchase: input, provider, active, publicUrl: urls.publicUrl });
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

      // A coupon lowers a new plan's payment, never a period paid ahead (that one keeps her own coupon).
      if (input.coupon_code && nextPeriod)
        throw AppError.badRequest(COUPON_MESSAGES.notNow, { coupon_code: COUPON_MESSAGES.notNow });
      const fullPrice = periodPrice(plan, input.billing_interval);
      const carriedAmount =
        nextPeriod && active ? fullPrice - renewalPrice(active, plan, input.billing_interval) : 0;
      const carriedCoupon =
        carriedAmount > 0 && active?.renewalCouponId
          ? await app.couponsRepository.findById(active.renewalCouponId)
          : null;
      const description = `Plan ${PLAN_LABELS[plan.code]} (${intervalLabel(input.billing_interval)})`;
      const { order, created } = await openPlanOrder(app, {
        userId: user.id,
        plan,
        purchase: input,
        provider,
        price: fullPrice,
        description,
        carried: carriedCoupon ? { code: carriedCoupon.code, amount: carriedAmount } : null,
      });
      const opened = await sendPlanOrder(app, order, {
        provider,
        description,
        payerEmail: input.billing.email,
        publicUrl: urls.publicUrl,
        recurringAmount: fullPrice,
      });
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
      if (active.scheduledPlanCode || !(await repo.cancelledByMember(active))) {
        // A second click can read the plan before the first resumed it and its "reactivated" after:
        // the plan renews again, and she gets the same answer as for the first click.
        const latest = await current(userId);
        if (latest?.id === active.id && !latest.cancelAtPeriodEnd)
          return MEMBERSHIP_CHANGE_MESSAGES.alreadyRenewing(plan, renewsOn);
        throw AppError.conflict(MEMBERSHIP_CHANGE_MESSAGES.nothingToReactivate);
      }
      if (active.subscriptionId) await app.paymentProvider.resumeSubscription(active.subscriptionId);
      // The renewal and its history line together: a process killed in between leaves neither.
      await app.db.transaction(async (tx) => {
        if (!(await repo.resumeRenewal(active.id, tx))) return;
        await repo.recordEvent(
          { userId, membershipId: active.id, kind: 'reactivated', planCode: active.planCode },
          tx,
        );
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
  'coupons',
]);
