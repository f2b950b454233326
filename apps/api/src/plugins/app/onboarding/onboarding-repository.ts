import { and, arrayContains, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { HEALTH_CONSENT, type HealthDataUse } from '@vitalia/shared/onboarding-rules';
import type { Db } from '../../../db/client';
import { healthConsents, memberIntakes, memberMilestones } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type IntakeRow = typeof memberIntakes.$inferSelect;
export type ConsentRow = typeof healthConsents.$inferSelect;
type ConsentVia = ConsentRow['givenVia'];
export type IntakeChanges = Omit<typeof memberIntakes.$inferInsert, 'userId' | 'updatedAt'>;

/** The health columns of an intake: what a withdrawal erases and what no consent never stores. */
export const NO_HEALTH_DATA = {
  mealsPerDay: null,
  activity: null,
  sleep: null,
  diets: null,
  allergies: null,
  conditions: null,
} as const satisfies Partial<IntakeRow>;

/** Her consent not withdrawn (at most one, by a partial index); every consent is the intake's, by purpose. */
const activeConsentOfMember = (userId: number) =>
  and(
    eq(healthConsents.userId, userId),
    eq(healthConsents.purpose, HEALTH_CONSENT.purpose),
    isNull(healthConsents.withdrawnAt),
  );

export function onboardingRepository(db: Db) {
  return {
    /**
     * Serialises every change of one member's health data and consent until the transaction ends (issue 17:
     * answers saved while a withdrawal ran outlived it). A lock by member id, since she may have no consent
     * row yet to lock.
     */
    async lockHealthData(userId: number, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitalia.health-data'), ${userId})`);
    },
    async findIntake(userId: number, tx: Db = db): Promise<IntakeRow | undefined> {
      const [row] = await tx.select().from(memberIntakes).where(eq(memberIntakes.userId, userId));
      return row;
    },
    async listConsents(userId: number, tx: Db = db): Promise<ConsentRow[]> {
      return tx
        .select()
        .from(healthConsents)
        .where(eq(healthConsents.userId, userId))
        .orderBy(asc(healthConsents.givenAt), asc(healthConsents.id));
    },
    /** Whether her active consent names `use`: the one question a service asks before keeping health data. */
    async consentCovers(userId: number, use: HealthDataUse, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: healthConsents.id })
        .from(healthConsents)
        .where(and(activeConsentOfMember(userId), arrayContains(healthConsents.uses, [use])))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Records today's consent. One under an older text ends as 'renewal' (the history shows both); one of
     * today's text already active stays, so two tabs at once leave one (a partial unique index).
     */
    async giveConsent(userId: number, via: ConsentVia, tx: Db = db) {
      await tx
        .update(healthConsents)
        .set({ withdrawnAt: new Date(), withdrawnVia: 'renewal' })
        .where(and(activeConsentOfMember(userId), ne(healthConsents.textVersion, HEALTH_CONSENT.version)));
      await tx
        .insert(healthConsents)
        .values({
          userId,
          purpose: HEALTH_CONSENT.purpose,
          textVersion: HEALTH_CONSENT.version,
          uses: [...HEALTH_CONSENT.uses],
          givenVia: via,
        })
        .onConflictDoNothing();
    },
    async withdrawConsent(userId: number, via: ConsentVia, tx: Db = db) {
      const [row] = await tx
        .update(healthConsents)
        .set({ withdrawnAt: new Date(), withdrawnVia: via })
        .where(activeConsentOfMember(userId))
        .returning();
      return row;
    },
    async upsertIntake(userId: number, changes: IntakeChanges, tx: Db = db): Promise<IntakeRow> {
      const [saved] = await tx
        .insert(memberIntakes)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: memberIntakes.userId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      if (!saved) throw new Error('upsert returned no row');
      return saved;
    },
    /** Skipping keeps what was answered before; it only stops the intake being offered again. */
    async markSkipped(userId: number): Promise<void> {
      await db
        .insert(memberIntakes)
        .values({ userId, skippedAt: new Date() })
        .onConflictDoUpdate({ target: memberIntakes.userId, set: { skippedAt: new Date() } });
    },
    async eraseHealthData(userId: number, tx: Db = db): Promise<void> {
      await tx
        .update(memberIntakes)
        .set({ ...NO_HEALTH_DATA, updatedAt: new Date() })
        .where(eq(memberIntakes.userId, userId));
    },
    async milestonesOf(userId: number): Promise<Set<string>> {
      const rows = await db
        .select({ key: memberMilestones.key })
        .from(memberMilestones)
        .where(eq(memberMilestones.userId, userId));
      return new Set(rows.map((row) => row.key));
    },
    /** Idempotent: the first time counts, a replay changes nothing. */
    async reachMilestone(userId: number, key: string, executor: Db = db): Promise<void> {
      await executor.insert(memberMilestones).values({ userId, key }).onConflictDoNothing();
    },
  };
}

export type OnboardingRepository = ReturnType<typeof onboardingRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    onboardingRepository: OnboardingRepository;
  }
}

export default domainPlugin('onboardingRepository', (app) => onboardingRepository(app.db), ['database']);
