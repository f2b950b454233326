import type { FastifyInstance } from 'fastify';
import { GOAL_LABELS, type Goal } from '@vitalia/shared/onboarding-rules';
import {
  endsOf,
  metricsOf,
  type MetricGoal,
  type OwnMeasure,
  type ProgressMeasurement,
  type ProgressMetric,
} from '@vitalia/shared/progress';
import type { MemberMeasurementRow } from './progress-repository';
import type { CustomMeasureRow, CustomValueRow } from './progress-goals-repository';

/*
 * Her series as her chart, her professional's chart, the CSV and her data export read them (issue 47):
 * built from the repositories alone, so the data export (registered before this domain's services) can
 * call them too.
 */

export const presentOwnMeasurement = (row: MemberMeasurementRow): ProgressMeasurement => ({
  id: row.id,
  source: 'member',
  taken_at: row.takenAt.toISOString(),
  weight_kg: row.weightKg,
  waist_cm: row.waistCm,
  hip_cm: row.hipCm,
  body_fat_pct: row.bodyFatPct,
  recorded_by: 'Tú',
});

/** Hers and her professionals', oldest first. */
export async function measurementsOf(app: FastifyInstance, memberId: number): Promise<ProgressMeasurement[]> {
  const record = await app.clinicalRepository.recordOf(memberId);
  const clinical = record ? await app.clinicalRepository.measurementsOf(record.id) : [];
  const fromConsultations = clinical
    .filter((row) => [row.weightKg, row.waistCm, row.hipCm, row.bodyFatPct].some((value) => value !== null))
    .map((row): ProgressMeasurement => ({
      id: row.id,
      source: 'professional',
      taken_at: row.takenAt.toISOString(),
      weight_kg: row.weightKg,
      waist_cm: row.waistCm,
      hip_cm: row.hipCm,
      body_fat_pct: row.bodyFatPct,
      recorded_by: row.recordedByName,
    }));
  const own = (await app.progressRepository.of(memberId)).map(presentOwnMeasurement);
  return [...fromConsultations, ...own].sort((a, b) => a.taken_at.localeCompare(b.taken_at));
}

/** A custom measure's series, as the standard ones are drawn. */
function customMetric(measure: CustomMeasureRow, values: CustomValueRow[]): ProgressMetric {
  const points = values
    .filter((row) => row.measureId === measure.id)
    .map((row) => ({
      taken_at: row.takenAt.toISOString(),
      value: row.value,
      source: row.recordedById === row.memberId ? ('member' as const) : ('professional' as const),
    }));
  return {
    key: `custom-${measure.id}`,
    label: measure.name,
    unit: measure.unit,
    points,
    ...endsOf(points),
    goal: measure.goal,
    goal_set_by: null,
    custom_id: measure.id,
  };
}

/** Every series of hers with its goal; "Tú" is whoever reads them. */
export async function progressMetricsOf(
  app: FastifyInstance,
  memberId: number,
  viewerId: number,
): Promise<ProgressMetric[]> {
  const goalsRepository = app.progressGoalsRepository;
  const [measurements, goals, custom, values] = await Promise.all([
    measurementsOf(app, memberId),
    goalsRepository.goalsOf(memberId),
    goalsRepository.customOf(memberId),
    goalsRepository.valuesOf(memberId),
  ]);
  const goalOf: Partial<Record<OwnMeasure, MetricGoal>> = Object.fromEntries(
    goals.map((goal) => [
      goal.measure,
      { target: goal.target, setBy: goal.setById === viewerId ? 'Tú' : goal.setByName },
    ]),
  );
  return [...metricsOf(measurements, goalOf), ...custom.map((measure) => customMetric(measure, values))];
}

/** What she said she wants in her intake, in words ("Bajar de peso", or her own "Otro"). */
export async function intakeGoalsOf(app: FastifyInstance, memberId: number): Promise<string[]> {
  const intake = await app.onboardingRepository.findIntake(memberId);
  return (intake?.goals ?? []).map((goal) =>
    goal === 'otro' && intake?.goalOther ? intake.goalOther : GOAL_LABELS[goal as Goal],
  );
}
