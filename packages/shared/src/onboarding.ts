import { z } from 'zod';
import { visible } from './api';
import { ONBOARDING_MESSAGES } from './messages/onboarding';
import {
  ACTIVITY_LEVELS,
  CHECKLIST_KEYS,
  CONSENT_END_METHODS,
  CONSENT_METHODS,
  DIETS,
  GOALS,
  HEALTH_DATA_USES,
  MEALS_PER_DAY,
  SLEEP_RANGES,
} from './onboarding-rules';

const optionalText = (max: number) =>
  visible(z.string().trim().max(max, ONBOARDING_MESSAGES.tooLong(max)))
    .transform((value) => value || null)
    .nullable()
    .default(null);

/**
 * PUT /users/me/intake. Goals are always kept; everything else is health data and is stored only when the
 * member gives (or already gave) the consent in the same request (`consent: true`).
 */
export const IntakeInputSchema = z
  .object({
    goals: z
      .array(z.enum(GOALS, { error: ONBOARDING_MESSAGES.unknownGoal }))
      .min(1, ONBOARDING_MESSAGES.goalRequired)
      .max(GOALS.length)
      .refine((goals) => new Set(goals).size === goals.length, ONBOARDING_MESSAGES.repeatedGoal),
    goal_other: optionalText(120),
    meals_per_day: z
      .enum(MEALS_PER_DAY, { error: ONBOARDING_MESSAGES.unknownChoice })
      .nullable()
      .default(null),
    activity: z.enum(ACTIVITY_LEVELS, { error: ONBOARDING_MESSAGES.unknownChoice }).nullable().default(null),
    sleep: z.enum(SLEEP_RANGES, { error: ONBOARDING_MESSAGES.unknownChoice }).nullable().default(null),
    diets: z
      .array(z.enum(DIETS, { error: ONBOARDING_MESSAGES.unknownChoice }))
      .max(DIETS.length)
      .default([]),
    allergies: optionalText(300),
    conditions: optionalText(600),
    consent: z.boolean().default(false),
  })
  .refine((input) => !input.goals.includes('otro') || Boolean(input.goal_other), {
    message: ONBOARDING_MESSAGES.otherGoalRequired,
    path: ['goal_other'],
  });
export type IntakeInput = z.input<typeof IntakeInputSchema>;

export const ConsentSchema = z.object({
  version: z.string(),
  purpose: z.string(),
  text: z.string(),
  given_at: z.string(),
  given_via: z.enum(CONSENT_METHODS),
  withdrawn_at: z.string().nullable(),
  withdrawn_via: z.enum(CONSENT_END_METHODS).nullable(),
  /** What its text named (HEALTH_DATA_USES), as recorded when it was given. */
  uses: z.array(z.enum(HEALTH_DATA_USES)),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const IntakeSchema = z.object({
  goals: z.array(z.enum(GOALS)),
  goal_other: z.string().nullable(),
  meals_per_day: z.enum(MEALS_PER_DAY).nullable(),
  activity: z.enum(ACTIVITY_LEVELS).nullable(),
  sleep: z.enum(SLEEP_RANGES).nullable(),
  diets: z.array(z.enum(DIETS)),
  allergies: z.string().nullable(),
  conditions: z.string().nullable(),
  completed_at: z.string().nullable(),
  skipped_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Intake = z.infer<typeof IntakeSchema>;

/** GET /users/{id}/intake: the intake, whether health data may be kept, and the consent history. */
export const IntakeResponseSchema = z.object({
  success: z.boolean(),
  intake: IntakeSchema.nullable(),
  consent_active: z.boolean(),
  /** What today's text names and her active consent does not: she is asked to accept it again. */
  consent_missing: z.array(z.enum(HEALTH_DATA_USES)),
  consents: z.array(ConsentSchema),
  /** True until the member answers or skips the intake once: the web app then offers it. */
  prompt: z.boolean(),
});
export type IntakeResponse = z.infer<typeof IntakeResponseSchema>;

/** PUT /users/me/intake: her intake as stored, with what was kept (all, or goals only without consent). */
export const IntakeSavedResponseSchema = IntakeResponseSchema.extend({ message: z.string() });
export type IntakeSavedResponse = z.infer<typeof IntakeSavedResponseSchema>;

export const ChecklistItemSchema = z.object({
  key: z.enum(CHECKLIST_KEYS),
  label: z.string(),
  description: z.string(),
  href: z.string(),
  done: z.boolean(),
  available: z.boolean(),
});

/** Something dated that is coming for the member: the scheduling and classes domains plug theirs in. */
export const UpcomingItemSchema = z.object({
  kind: z.enum(['appointment', 'live-class']),
  title: z.string(),
  starts_at: z.string(),
  href: z.string(),
});
export type UpcomingItem = z.infer<typeof UpcomingItemSchema>;

/** GET /users/me/home: the personal strip of /home and the head of /dashboard. */
export const HomeResponseSchema = z.object({
  success: z.boolean(),
  first_name: z.string(),
  goal: z.string().nullable(),
  next_step: z.object({ title: z.string(), description: z.string(), href: z.string(), cta: z.string() }),
  upcoming: UpcomingItemSchema.nullable(),
  checklist: z.array(ChecklistItemSchema),
  done: z.number(),
  total: z.number(),
});
export type HomeResponse = z.infer<typeof HomeResponseSchema>;

export const MilestoneParamsSchema = z.object({ key: z.enum(['tutorial']) });
