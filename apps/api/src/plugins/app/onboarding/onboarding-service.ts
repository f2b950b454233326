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
  checklistProgress,
  consultationStep,
  usesMissing,
  checklistOf,
  nextStepOf,
  type ChecklistKey,
  type ConsentMethod,
  type Goal,
  type HealthDataUse,
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

/**
 * A later domain's health data of hers that a withdrawn consent erases (her journal, her progress photos):
 * runs in the withdrawal's transaction and returns what to remove once it commits (files).
 */
export type WithdrawalListener = (userId: number, tx: Db) => Promise<() => Promise<void>>;

/** How many consultations she can still book (scheduling: her plan's this month and the ones she bought). */
export type BookableProvider = (user: UserRow) => Promise<number>;

/** Checklist steps whose section exists in this release; content and scheduling add theirs when they land. */
const SECTIONS_TODAY: ChecklistKey[] = ['profile', 'intake', 'tutorial'];

/** The intake, the health-data consent (Ley 21.719) and the member's getting-started checklist. */
export function onboardingService(app: FastifyInstance) {
  const repository = app.onboardingRepository;
  const upcomingProviders: UpcomingProvider[] = [];
  const continuationProviders: ContinuationProvider[] = [];
  const sections = new Set<ChecklistKey>(SECTIONS_TODAY);
  const withdrawalListeners: WithdrawalListener[] = [];
  let bookableOf: BookableProvider = async () => 0;

  async function intakeOf(userId: number): Promise<IntakeResponse> {
    const [intake, consents] = await Promise.all([
      repository.findIntake(userId),
      repository.listConsents(userId),
    ]);
    const active = consents.find((row) => row.withdrawnAt === null);
    return {
      success: true,
      intake: intake ? presentIntake(intake) : null,
      consent_active: Boolean(active),
      consent_missing: usesMissing(active?.uses ?? []),
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
        if (input.consent) await repository.giveConsent(userId, via, tx);
        const consented = await repository.consentCovers(userId, 'intake', tx);
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

    /** "Aceptar el consentimiento actualizado" from Mi Perfil: today's text, replacing an older one. */
    async acceptConsent(userId: number, via: ConsentMethod): Promise<void> {
      await app.db.transaction(async (tx) => {
        await repository.lockHealthData(userId, tx);
        await repository.giveConsent(userId, via, tx);
      });
    },

    /**
     * Records the withdrawal and, in the same transaction, erases the intake's health answers and what the
     * later domains registered (`onWithdraw`); goals and what a professional recorded stay (ADR 0073).
     */
    async withdrawConsent(userId: number, via: ConsentMethod): Promise<void> {
      const cleanUps = await app.db.transaction(async (tx) => {
        await repository.lockHealthData(userId, tx);
        const withdrawn = await repository.withdrawConsent(userId, via, tx);
        if (!withdrawn) throw AppError.notFound(ONBOARDING_MESSAGES.noConsent);
        await repository.eraseHealthData(userId, tx);
        const pending = [];
        for (const listener of withdrawalListeners) pending.push(await listener(userId, tx));
        return pending;
      });
      // The consent is withdrawn whatever happens here: a file that cannot be removed now is logged.
      for (const cleanUp of cleanUps)
        await cleanUp().catch((error: unknown) => app.log.warn({ err: error }, 'withdrawal clean-up failed'));
    },

    /**
     * Whether her active consent names `use`, the question every domain asks before keeping health data;
     * if not, a 403 with the domain's own Spanish sentence (the data is not stored).
     */
    async assertConsent(userId: number, use: HealthDataUse, message: string): Promise<void> {
      if (!(await repository.consentCovers(userId, use))) throw AppError.forbidden(message);
    },

    /** A later domain says what of hers a withdrawal erases (see `WithdrawalListener`). */
    onWithdraw(listener: WithdrawalListener): void {
      withdrawalListeners.push(listener);
    },

    /** Marks a first time (a booking, a course); in the caller's transaction when given one. */
    async reachMilestone(userId: number, key: string, tx?: Db): Promise<void> {
      await repository.reachMilestone(userId, key, tx);
    },

    async home(user: UserRow): Promise<HomeResponse> {
      const [intake, milestones, upcoming, continuations, bookable] = await Promise.all([
        repository.findIntake(user.id),
        repository.milestonesOf(user.id),
        Promise.all(upcomingProviders.map((provider) => provider(user.id))),
        Promise.all(continuationProviders.map((provider) => provider(user.id))),
        bookableOf(user),
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
      const dated = upcoming
        .filter((item): item is UpcomingItem => item !== null)
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
      const soonest = dated[0];
      const consultation = dated.find((item) => item.kind === 'appointment');
      const nextConsultation = consultation
        ? { title: consultation.title, startsAt: consultation.starts_at, href: consultation.href }
        : null;
      return {
        success: true,
        first_name: user.firstName,
        goal: firstGoal === 'otro' ? (intake?.goalOther ?? null) : firstGoal ? GOAL_LABELS[firstGoal] : null,
        next_step: nextStepOf(
          checklist,
          user.planType,
          latest?.step ?? null,
          consultationStep({ next: nextConsultation, bookable }),
        ),
        upcoming: soonest ?? null,
        checklist,
        ...checklistProgress(checklist),
      };
    },

    /** For the scheduling and classes domains: their next dated item for the member shows on her home. */
    registerUpcoming(provider: UpcomingProvider): void {
      upcomingProviders.push(provider);
    },

    /** For scheduling: how many consultations she can still book ("Agenda tu consulta incluida"). */
    registerBookable(provider: BookableProvider): void {
      bookableOf = provider;
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
