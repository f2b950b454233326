import { http } from 'msw';
import { MessageResponseSchema } from '@vitalia/shared/api';
import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import {
  IntakeInputSchema,
  IntakeResponseSchema,
  IntakeSavedResponseSchema,
  type Intake,
} from '@vitalia/shared/onboarding';
import { HEALTH_CONSENT } from '@vitalia/shared/onboarding-rules';
import { db } from './db';
import { reply, unauthorized, validationError } from './respond';

/** The intake as the server keeps it: without consent, only the goals (issue 11). */
function kept(): Intake | null {
  const saved = db.intake.saved;
  if (!saved) return null;
  const input = IntakeInputSchema.parse(saved);
  const health = input.consent;
  return {
    goals: input.goals,
    goal_other: input.goal_other ?? null,
    meals_per_day: health ? input.meals_per_day : null,
    activity: health ? input.activity : null,
    sleep: health ? input.sleep : null,
    diets: health ? input.diets : [],
    allergies: health ? (input.allergies ?? null) : null,
    conditions: health ? (input.conditions ?? null) : null,
    completed_at: '2026-11-27T12:00:00.000Z',
    skipped_at: null,
    updated_at: '2026-11-27T12:00:00.000Z',
  };
}

const state = () => ({
  success: true,
  intake: kept(),
  consent_active: Boolean(db.intake.saved?.consent),
  consent_missing: db.intake.saved?.consent ? [] : [...HEALTH_CONSENT.uses],
  consents: [],
  prompt: !db.intake.saved && !db.intake.skipped,
});

/** /api/users/me/intake for the onboarding screens: read, save (validated as the server does) and skip. */
export const onboardingHandlers = [
  http.get('/api/users/me/intake', () => (db.user ? reply(IntakeResponseSchema, state()) : unauthorized())),
  http.put('/api/users/me/intake', async ({ request }) => {
    if (!db.user) return unauthorized();
    const parsed = IntakeInputSchema.safeParse(await request.json());
    if (!parsed.success) return validationError(parsed.error);
    db.intake.saved = parsed.data;
    const message = parsed.data.consent ? ONBOARDING_MESSAGES.saved : ONBOARDING_MESSAGES.savedGoalsOnly;
    return reply(IntakeSavedResponseSchema, { ...state(), message });
  }),
  http.post('/api/users/me/intake/skip', () => {
    if (!db.user) return unauthorized();
    db.intake.skipped = true;
    return reply(MessageResponseSchema, { success: true, message: ONBOARDING_MESSAGES.skipped });
  }),
];
