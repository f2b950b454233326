import type { FastifyInstance } from 'fastify';
import { PAID_PLAN_TYPES, PLAN_LABELS, type PaidPlanType, type PlanType } from '@vitalia/shared/plans';
import {
  MEMBERSHIP_REMINDER_DAYS,
  RENEWAL_GRACE_MS,
  TRIAL_REMINDER_DAYS,
} from '@vitalia/shared/constants/commerce';
import { BILLING_MESSAGES, MEMBERSHIP_CHANGE_MESSAGES } from '@vitalia/shared/messages/commerce';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { addMonths, daysUntil } from './billing-periods';
import { activateMembership, endMembership, renewalPrice } from './membership-changes';
import { settleIfEnded } from './membership-status';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plans given and taken by admins (issue 9), and the daily sweep that ends and reminds. */
export function membershipAdmin(app: FastifyInstance) {
  const repo = app.membershipsRepository;

  return {
    /**
     * An admin gives a plan for some months (a scholarship, a compensation); the reason is kept, and the
     * audit entry commits with the membership.
     */
    async grant(actor: AuditActor, userId: number, plan: PlanType, months: number, reason: string) {
      if (!(await app.usersRepository.exists(userId))) throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
      const planRow = await repo.findPlan(plan);
      if (!planRow || plan === 'free') throw AppError.badRequest(BILLING_MESSAGES.invalidPlan);
      const previous = await repo.findActive(userId);
      if (previous?.subscriptionId) await app.paymentProvider.cancelSubscription(previous.subscriptionId);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const { membership } = await activateMembership(app.membershipsRepository, tx, {
          userId,
          plan: planRow,
          interval: 'month',
          provider: 'admin',
          subscriptionId: null,
          orderId: null,
          actorId: actor.id,
          reason,
          periodEnd: addMonths(now, months),
          now,
        });
        await app.auditLog.append(
          actor,
          {
            action: 'membership.grant',
            entity: 'membership',
            entityId: membership.id,
            subjectUserId: userId,
            after: { plan_type: plan, months, reason },
          },
          tx,
        );
      });
      await app.notifier.notify([userId], {
        title: `¡Tienes el plan ${PLAN_LABELS[plan]}!`,
        message: `El equipo Vitalia te otorgó el plan ${PLAN_LABELS[plan]} por ${months} ${months === 1 ? 'mes' : 'meses'}.`,
        actionUrl: '/membership-plans',
      });
    },

    async revoke(actor: AuditActor, membershipId: number, reason: string) {
      const membership = await repo.findById(membershipId);
      if (!membership || membership.status !== 'active')
        throw AppError.notFound(MEMBERSHIP_CHANGE_MESSAGES.membershipNotFound);
      if (membership.subscriptionId) await app.paymentProvider.cancelSubscription(membership.subscriptionId);
      await app.db.transaction(async (tx) => {
        await endMembership(app.membershipsRepository, tx, membership, {
          status: 'revoked',
          kind: 'revoked',
          endedAt: new Date(),
          actorId: actor.id,
          reason,
        });
        await app.auditLog.append(
          actor,
          {
            action: 'membership.revoke',
            entity: 'membership',
            entityId: membershipId,
            subjectUserId: membership.userId,
            before: { plan_type: membership.planCode, status: membership.status },
            after: { status: 'revoked', reason },
          },
          tx,
        );
      });
    },

    /** Each paid plan's free trial, in days. */
    async trialDays(): Promise<Record<PaidPlanType, number>> {
      const rows = await repo.listPlans();
      const days = (code: PaidPlanType) => rows.find((row) => row.code === code)?.trialDays ?? 0;
      return { premium: days('premium'), prime: days('prime') };
    },

    /** An admin sets the plans' free trials; the change commits with its audit entry. */
    async setTrialDays(actor: AuditActor, input: Record<PaidPlanType, number>) {
      const before = await this.trialDays();
      await app.db.transaction(async (tx) => {
        for (const code of PAID_PLAN_TYPES) await repo.setTrialDays(code, input[code], tx);
        await app.auditLog.append(actor, { action: 'plan.trials', entity: 'plan', before, after: input }, tx);
      });
      return this.trialDays();
    },

    /** The sweep: ends what is over and reminds members whose plan ends soon without renewing. */
    async runSweep(now = new Date()) {
      for (const membership of await repo.listEnded(now, RENEWAL_GRACE_MS))
        await settleIfEnded(app, membership, now);
      const horizon = Math.max(...MEMBERSHIP_REMINDER_DAYS) * DAY_MS;
      for (const membership of await repo.listEndingWithoutRenewal(now, horizon)) {
        const days = daysUntil(membership.periodEnd, now);
        const reminder = [...MEMBERSHIP_REMINDER_DAYS].sort((a, b) => a - b).find((limit) => days <= limit);
        if (reminder === undefined) continue;
        const first = await repo.recordEvent({
          userId: membership.userId,
          membershipId: membership.id,
          kind: `reminder_${reminder}d`,
          planCode: membership.planCode,
          dedupeKey: `reminder:${reminder}:${membership.id}:${membership.periodEnd.toISOString()}`,
        });
        if (first) await app.commerceNotices.periodEnding(membership, reminder);
      }
      for (const membership of await repo.listTrialsEnding(now, TRIAL_REMINDER_DAYS * DAY_MS)) {
        const first = await repo.recordEvent({
          userId: membership.userId,
          membershipId: membership.id,
          kind: 'trial_reminder',
          planCode: membership.planCode,
          dedupeKey: `trial-reminder:${membership.id}`,
        });
        const plan = first ? await repo.findPlan(membership.planCode) : null;
        if (plan)
          await app.commerceNotices.trialEnding(
            membership,
            renewalPrice(membership, plan, membership.interval),
          );
      }
    },
  };
}

export type MembershipAdmin = ReturnType<typeof membershipAdmin>;

declare module 'fastify' {
  interface FastifyInstance {
    membershipAdmin: MembershipAdmin;
  }
}

export default domainPlugin('membershipAdmin', membershipAdmin, [
  'memberships-repository',
  'orders-repository',
  'users-repository',
  'payments',
  'notifier',
  'audit-log',
  'commerce-notices',
]);
