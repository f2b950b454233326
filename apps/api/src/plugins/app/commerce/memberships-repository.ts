import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PlanType } from '@vitalia/shared/plans';
import { announce, CHANNELS } from '../../../db/announce';
import type { Db } from '../../../db/client';
import { commerceEvents, memberships, plans, users } from '../../../db/schema/index';
import { memberMatches } from '../../../db/member-search';
import type { SessionManager } from '../auth/sessions';
import { domainPlugin } from '../domain-plugin';

export type PlanRow = typeof plans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
export type CommerceEventRow = typeof commerceEvents.$inferSelect;
export type NewCommerceEvent = typeof commerceEvents.$inferInsert;

/** The event written whenever a member leaves every paid plan. */
export const CHURN_EVENT = 'back_to_free';

/** The events that turn a membership's renewal off or on again; the latest one says where it stands. */
const RENEWAL_EVENT_KINDS = ['cancel_scheduled', 'renewal_failed', 'reactivated', 'downgrade_scheduled'];

export interface AdminMembershipFilter {
  status?: MembershipRow['status'];
  plan?: PlanType;
  member?: string;
  limit: number;
  offset: number;
}

/** What the repository needs of the sessions: this instance's cache of a member whose plan it changes. */
export type PlanChangeListener = Pick<SessionManager, 'forgetUserHere'>;

export function membershipsRepository(db: Db, sessions: PlanChangeListener) {
  return {
    async listPlans(tx: Db = db): Promise<PlanRow[]> {
      return tx.select().from(plans).orderBy(asc(plans.position));
    },
    async findPlan(code: PlanType, tx: Db = db): Promise<PlanRow | null> {
      return (await tx.select().from(plans).where(eq(plans.code, code)).limit(1))[0] ?? null;
    },
    /** The member's current membership, locked for the rest of the transaction when `lock` is set. */
    async findActive(userId: number, { lock = false } = {}, tx: Db = db): Promise<MembershipRow | null> {
      const query = tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
        .limit(1);
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },
    async findBySubscription(
      subscriptionId: string,
      { lock = false } = {},
      tx: Db = db,
    ): Promise<MembershipRow | null> {
      const query = tx
        .select()
        .from(memberships)
        .where(eq(memberships.subscriptionId, subscriptionId))
        .limit(1);
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },
    /** Whether she ever started a free trial (one per member, ever: ADR 0094). */
    async hadTrial(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), isNotNull(memberships.trialEndsAt)))
        .limit(1);
      return row !== undefined;
    },
    /** Active plans still in their free trial that ends within `withinMs`: each is reminded once. */
    async listTrialsEnding(now: Date, withinMs: number, tx: Db = db): Promise<MembershipRow[]> {
      return tx
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.status, 'active'),
            eq(memberships.periodEnd, memberships.trialEndsAt),
            gt(memberships.periodEnd, now),
            lte(memberships.periodEnd, new Date(now.getTime() + withinMs)),
          ),
        )
        .limit(1000);
    },
    /** An admin's free-trial days per paid plan. */
    async setTrialDays(code: PlanType, days: number, tx: Db = db): Promise<void> {
      await tx.update(plans).set({ trialDays: days }).where(eq(plans.code, code));
    },
    async findById(id: number, tx: Db = db): Promise<MembershipRow | null> {
      return (await tx.select().from(memberships).where(eq(memberships.id, id)).limit(1))[0] ?? null;
    },
    async insert(row: NewMembership, tx: Db = db): Promise<MembershipRow> {
      const [created] = await tx.insert(memberships).values(row).returning();
      if (!created) throw new Error('membership not inserted');
      return created;
    },
    /** Turns renewal off (dropping a scheduled downgrade) unless it is already off: of two racing calls, one gets true. */
    async stopRenewal(id: number, tx: Db = db): Promise<boolean> {
      const stopped = await tx
        .update(memberships)
        .set({ cancelAtPeriodEnd: true, scheduledPlanCode: null })
        .where(
          and(
            eq(memberships.id, id),
            or(eq(memberships.cancelAtPeriodEnd, false), sql`${memberships.scheduledPlanCode} is not null`),
          ),
        )
        .returning({ id: memberships.id });
      return stopped.length > 0;
    },
    /** Turns renewal back on only if it is still off: of two racing calls, one gets true. */
    async resumeRenewal(id: number, tx: Db = db): Promise<boolean> {
      const resumed = await tx
        .update(memberships)
        .set({ cancelAtPeriodEnd: false })
        .where(and(eq(memberships.id, id), eq(memberships.cancelAtPeriodEnd, true)))
        .returning({ id: memberships.id });
      return resumed.length > 0;
    },
    async update(id: number, changes: Partial<NewMembership>, tx: Db = db): Promise<MembershipRow> {
      const [updated] = await tx.update(memberships).set(changes).where(eq(memberships.id, id)).returning();
      if (!updated) throw new Error('membership not found');
      return updated;
    },
    /**
     * The one writer of users.plan_type (what the plan gate reads from the session), kept equal to the
     * membership. It also tells every instance, this one included, to re-read the member's cached sessions:
     * inside the caller's transaction, so the message leaves at commit and never for a rolled-back change.
     */
    async setUserPlan(userId: number, plan: PlanType, tx: Db = db): Promise<void> {
      await tx.update(users).set({ planType: plan, updatedAt: new Date() }).where(eq(users.id, userId));
      await announce(tx, CHANNELS.sessions, { userId });
      // Before the commit is harmless: a read in between is dropped again when the message arrives.
      sessions.forgetUserHere(userId);
    },
    /** Active memberships whose period has ended (with `graceMs` for ones still renewing). */
    async listEnded(now: Date, graceMs: number, limit = 500, tx: Db = db): Promise<MembershipRow[]> {
      return tx
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.status, 'active'),
            or(
              and(eq(memberships.cancelAtPeriodEnd, true), lte(memberships.periodEnd, now)),
              lte(memberships.periodEnd, new Date(now.getTime() - graceMs)),
              // No subscription can charge late for these: they end on the day.
              and(isNull(memberships.subscriptionId), lte(memberships.periodEnd, now)),
            ),
          ),
        )
        .limit(limit);
    },
    /** Active memberships that will not renew and end within `withinMs` (the reminders' candidates). */
    async listEndingWithoutRenewal(now: Date, withinMs: number, tx: Db = db): Promise<MembershipRow[]> {
      return tx
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.status, 'active'),
            // Plans that will not renew by themselves: cancelled, or with no subscription (granted by the
            // team, or paid once with Webpay).
            or(eq(memberships.cancelAtPeriodEnd, true), isNull(memberships.subscriptionId)),
            // A free trial has its own reminder (listTrialsEnding).
            sql`(${memberships.trialEndsAt} is distinct from ${memberships.periodEnd})`,
            gt(memberships.periodEnd, now),
            lte(memberships.periodEnd, new Date(now.getTime() + withinMs)),
          ),
        );
    },
    /** Records an event once: false when its dedupe key was already used (a replay, a second run). */
    async recordEvent(event: NewCommerceEvent, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(commerceEvents)
        .values(event)
        .onConflictDoNothing({ target: commerceEvents.dedupeKey })
        .returning({ id: commerceEvents.id });
      return inserted.length > 0;
    },
    /**
     * Whether the member herself stopped the renewal (and so may undo it): the latest renewal event of this
     * membership is her own cancellation, not a declined card or a cancellation at the provider.
     */
    async cancelledByMember(membership: { id: number; userId: number }, tx: Db = db): Promise<boolean> {
      const [latest] = await tx
        .select({ kind: commerceEvents.kind, dedupeKey: commerceEvents.dedupeKey })
        .from(commerceEvents)
        .where(
          and(
            eq(commerceEvents.userId, membership.userId),
            eq(commerceEvents.membershipId, membership.id),
            inArray(commerceEvents.kind, RENEWAL_EVENT_KINDS),
          ),
        )
        .orderBy(desc(commerceEvents.createdAt), desc(commerceEvents.id))
        .limit(1);
      return latest?.kind === 'cancel_scheduled' && latest.dedupeKey === null;
    },
    async listMemberHistory(userId: number, limit = 50, tx: Db = db): Promise<CommerceEventRow[]> {
      return tx
        .select()
        .from(commerceEvents)
        .where(and(eq(commerceEvents.userId, userId), sql`${commerceEvents.membershipId} is not null`))
        .orderBy(desc(commerceEvents.createdAt), desc(commerceEvents.id))
        .limit(limit);
    },
    async listForAdmin(filter: AdminMembershipFilter, tx: Db = db) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(memberships.status, filter.status));
      if (filter.plan) conditions.push(eq(memberships.planCode, filter.plan));
      if (filter.member) conditions.push(memberMatches(filter.member));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await tx
        .select({
          membership: memberships,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(desc(memberships.createdAt), desc(memberships.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [counted] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },
    /** Members who went back to Free per month (their plan ended, was cancelled now or revoked): churn. */
    async churnPerMonth(since: Date, tx: Db = db) {
      return tx
        .select({
          month: sql<string>`to_char(${commerceEvents.createdAt} at time zone 'America/Santiago', 'YYYY-MM')`,
          ended: sql<number>`count(*)::int`,
        })
        .from(commerceEvents)
        .where(and(eq(commerceEvents.kind, CHURN_EVENT), gt(commerceEvents.createdAt, since)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },
    async countActiveByPlan(tx: Db = db) {
      return tx
        .select({ plan: memberships.planCode, active: sql<number>`count(*)::int` })
        .from(memberships)
        .where(eq(memberships.status, 'active'))
        .groupBy(memberships.planCode);
    },
  };
}

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    membershipsRepository: MembershipsRepository;
  }
}

export default domainPlugin('membershipsRepository', (app) => membershipsRepository(app.db, app.sessions), [
  'database',
  'sessions',
]);
