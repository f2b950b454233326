import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { z } from 'zod';
import type {
  HomeResponse,
  IntakeInputSchema,
  IntakeResponse,
  UpcomingItem,
} from '@vitalia/shared/onboarding';
import {
  GOAL_LABELS,
  HEALTH_CONSENT,
  checklistProgress,
  checklistOf,
  nextStepOf,
  type ChecklistKey,
  type ConsentMethod,
  type Goal,
  type NextStep,
} from '@vitalia/shared/onboarding-rules';
import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../users/user-presenter';
import type { AuditActor } from '../../../lib/audit-actor';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { domainPlugin } from '../domain-plugin';
import { NO_HEALTH_DATA } from './onboarding-repository';
import { presentConsent, presentIntake } from './onboarding-presenter';

type IntakeInput = z.output<typeof IntakeInputSchema>;

/** Another domain's "what is next for this member" (scheduling: her next appointment; classes: her next class). */
export type UpcomingProvider = (userId: number) => Promise<UpcomingItem | null>;

/**
 * Another domain's "what she left half done" (library: the e-book she is reading; courses: the lesson), with
 * when she last touched it; the most recent one becomes her next step once the first steps are done.
 */
export type ContinuationProvider = (userId: number) => Promise<{ step: NextStep; at: Date } | null>;

/** Checklist steps whose section exists in this release; content and scheduling add theirs when they land. */
const SECTIONS_TODAY: ChecklistKey[] = ['profile', 'intake', 'tutorial'];

/** The intake, the health-data consent (Ley 21.719) and the member's getting-started checklist. */
export function onboardingService(app: FastifyInstance) {
  const repository = app.onboardingRepository;
  const upcomingProviders: UpcomingProvider[] = [];
  const continuationProviders: ContinuationProvider[] = [];
  const sections = new Set<ChecklistKey>(SECTIONS_TODAY);

  async function intakeOf(userId: number): Promise<IntakeResponse> {
    const [intake, consents] = await Promise.all([
      repository.findIntake(userId),
      repository.listConsents(userId),
    ]);
    return {
      success: true,
      intake: intake ? presentIntake(intake) : null,
      consent_active: consents.some((row) => row.withdrawnAt === null),
      consents: consents.map(presentConsent),
      prompt: !intake?.completedAt && !intake?.skippedAt,
    };
  }

  return {
    intakeOf,

    /**
     * Someone else's intake, for the coach (the route's gate has allowed it). Health data read by staff is
     * itself written to the audit log; the member reading her own is not.
     */
    async intakeReadBy(actor: AuditActor, userId: number): Promise<IntakeResponse> {
      if (actor.id !== userId) {
        if (!(await app.usersRepository.exists(userId)))
          throw AppError.notFound(PROFILE_MESSAGES.userNotFound);
        await app.auditLog.append(actor, {
          action: 'intake.read',
          entity: 'intake',
          entityId: userId,
          subjectUserId: userId,
        });
      }
      return intakeOf(userId);
    },

    /**
     * Goals are always kept. The rest is stored only while a consent is active: given now (`consent: true`)
     * or before. Consent and answers are written in one transaction, so neither exists without the other.
     */
    async saveIntake(
      userId: number,
      input: IntakeInput,
      via: ConsentMethod,
    ): Promise<{ healthStored: boolean }> {
      return app.db.transaction(async (tx) => {
        await repository.lockHealthData(userId, tx);
        if (input.consent)
          await repository.giveConsent(userId, HEALTH_CONSENT.purpose, HEALTH_CONSENT.version, via, tx);
        const consented = Boolean(await repository.activeConsent(userId, HEALTH_CONSENT.purpose, tx));
        const health = consented
          ? {
              mealsPerDay: input.meals_per_day,
              activity: input.activity,
              sleep: input.sleep,
              diets: input.diets,
              allergies: input.allergies,
              conditions: input.conditions,
            }
          : NO_HEALTH_DATA;
        await repository.upsertIntake(
          userId,
          {
            goals: input.goals,
            goalOther: input.goals.includes('otro') ? input.goal_other : null,
            ...health,
            completedAt: new Date(),
          },
          tx,
        );
        return { healthStored: consented };
      });
    },

    async skipIntake(userId: number): Promise<void> {
      await repository.markSkipped(userId);
    },

    /** Records the withdrawal and erases the health answers in the same transaction; goals stay. */
    async withdrawConsent(userId: number, via: ConsentMethod): Promise<void> {
      await app.db.transaction(async (tx) => {
        await repository.lockHealthData(userId, tx);
        const withdrawn = await repository.withdrawConsent(userId, HEALTH_CONSENT.purpose, via, tx);
        if (!withdrawn) throw AppError.notFound(ONBOARDING_MESSAGES.noConsent);
        await repository.eraseHealthData(userId, tx);
      });
    },

    /** Marks a first time (a booking, a course); in the caller's transaction when given one. */
    async reachMilestone(userId: number, key: string, tx?: Db): Promise<void> {
      await repository.reachMilestone(userId, key, tx);
    },

    async home(user: UserRow): Promise<HomeResponse> {
      const [intake, milestones, upcoming, continuations] = await Promise.all([
        repository.findIntake(user.id),
        repository.milestonesOf(user.id),
        Promise.all(upcomingProviders.map((provider) => provider(user.id))),
        Promise.all(continuationProviders.map((provider) => provider(user.id))),
      ]);
      const latest = continuations
        .filter((item) => item !== null)
        .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      const checklist = checklistOf({
        hasPhone: Boolean(user.phone),
        hasAvatar: Boolean(user.avatarPath),
        intakeCompleted: Boolean(intake?.completedAt),
        milestones,
        available: sections,
      });
      const firstGoal = intake?.goals[0] as Goal | undefined;
      const soonest = upcoming
        .filter((item): item is UpcomingItem => item !== null)
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
      return {
        success: true,
        first_name: user.firstName,
        goal: firstGoal === 'otro' ? (intake?.goalOther ?? null) : firstGoal ? GOAL_LABELS[firstGoal] : null,
        next_step: nextStepOf(checklist, user.planType, latest?.step ?? null),
        upcoming: soonest ?? null,
        checklist,
        ...checklistProgress(checklist),
      };
    },

    /** For the scheduling and classes domains: their next dated item for the member shows on her home. */
    registerUpcoming(provider: UpcomingProvider): void {
      upcomingProviders.push(provider);
    },

    registerContinuation(provider: ContinuationProvider): void {
      continuationProviders.push(provider);
    },

    /** For the content and scheduling domains: their checklist step becomes startable instead of "Muy pronto". */
    enableSection(key: ChecklistKey): void {
      sections.add(key);
    },
  };
}

export type OnboardingService = ReturnType<typeof onboardingService>;

declare module 'fastify' {
  interface FastifyInstance {
    onboardingService: OnboardingService;
  }
}

export default domainPlugin('onboardingService', onboardingService, [
  'onboarding-repository',
  'users-repository',
  'audit-log',
  'database',
]);
