import { HEALTH_DATA_USES, healthConsentText, type HealthDataUse } from '@vitalia/shared/onboarding-rules';
import type { Consent, Intake } from '@vitalia/shared/onboarding';
import type { ConsentRow, IntakeRow } from './onboarding-repository';

/** The stored text columns hold only values the shared schema accepted on the way in. */
export function presentIntake(row: IntakeRow): Intake {
  return {
    goals: row.goals as Intake['goals'],
    goal_other: row.goalOther,
    meals_per_day: row.mealsPerDay as Intake['meals_per_day'],
    activity: row.activity as Intake['activity'],
    sleep: row.sleep as Intake['sleep'],
    diets: (row.diets ?? []) as Intake['diets'],
    allergies: row.allergies,
    conditions: row.conditions,
    completed_at: row.completedAt?.toISOString() ?? null,
    skipped_at: row.skippedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentConsent(row: ConsentRow): Consent {
  return {
    version: row.textVersion,
    purpose: row.purpose,
    // The exact wording the member accepted, for the versions this build knows.
    text: healthConsentText(row.textVersion),
    given_at: row.givenAt.toISOString(),
    given_via: row.givenVia,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    withdrawn_via: row.withdrawnVia ?? null,
    uses: row.uses.filter((use): use is HealthDataUse =>
      (HEALTH_DATA_USES as readonly string[]).includes(use),
    ),
  };
}
