import { z } from 'zod';
import { PRACTICE_MESSAGES } from './messages/practice';
import { PROGRESS_MESSAGES as M } from './messages/progress';
import { MEASURES } from './practice-rules';

/** What she measures herself at home: the ones a tape and a scale give. */
export const OWN_MEASURES = ['weight_kg', 'waist_cm', 'hip_cm', 'body_fat_pct'] as const;
export type OwnMeasure = (typeof OWN_MEASURES)[number];
/** How far back she may date a measurement. */
export const PROGRESS_PAST_DAYS = 60;
/** A phone's clock a few minutes ahead of ours is not a measurement from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whether a measurement may be dated `takenAt`: not ahead of now (but for skew), at most 60 days back. */
export function takenAtAllowed(takenAt: Date, now = Date.now()): boolean {
  const at = takenAt.getTime();
  return Number.isFinite(at) && at <= now + CLOCK_SKEW_MS && at >= now - PROGRESS_PAST_DAYS * 86_400_000;
}

const measure = (key: OwnMeasure) => {
  const { min, max, unit } = MEASURES[key];
  const message = PRACTICE_MESSAGES.outOfRange(min, max, unit);
  return z.number({ error: message }).min(min, message).max(max, message).nullable().default(null);
};

/** POST /progress/measurements: one or more of her own measures, on a day; idempotent by `client_id`. */
export const OwnMeasurementInputSchema = z
  .strictObject({
    client_id: z.uuid({ error: M.clientIdInvalid }),
    taken_at: z.iso.datetime({ offset: true, error: M.takenAtInvalid }),
    weight_kg: measure('weight_kg'),
    waist_cm: measure('waist_cm'),
    hip_cm: measure('hip_cm'),
    body_fat_pct: measure('body_fat_pct'),
  })
  .refine((input) => OWN_MEASURES.some((key) => input[key] !== null), {
    message: M.empty,
    path: ['weight_kg'],
  });
export type OwnMeasurementInput = z.input<typeof OwnMeasurementInputSchema>;
export type OwnMeasurementBody = z.output<typeof OwnMeasurementInputSchema>;

/** One measurement as she sees it: hers, or taken by a professional in consultation. */
export const ProgressMeasurementSchema = z.object({
  id: z.number().int(),
  source: z.enum(['member', 'professional']),
  taken_at: z.string(),
  weight_kg: z.number().nullable(),
  waist_cm: z.number().nullable(),
  hip_cm: z.number().nullable(),
  body_fat_pct: z.number().nullable(),
  /** Who took it: "Tú" for her own, the professional's name otherwise. */
  recorded_by: z.string(),
});
export type ProgressMeasurement = z.infer<typeof ProgressMeasurementSchema>;
export const ProgressMeasurementsResponseSchema = z.object({
  success: z.boolean(),
  measurements: z.array(ProgressMeasurementSchema),
});
export type ProgressMeasurementsResponse = z.infer<typeof ProgressMeasurementsResponseSchema>;
export const ProgressMeasurementResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  measurement: ProgressMeasurementSchema,
});
export type ProgressMeasurementResponse = z.infer<typeof ProgressMeasurementResponseSchema>;

/** One point of a series: a value on a day, hers or taken by a professional. */
export const MetricPointSchema = z.object({
  taken_at: z.string(),
  value: z.number(),
  source: z.enum(['member', 'professional']),
});
export type MetricPoint = z.infer<typeof MetricPointSchema>;

/**
 * GET /progress/metrics: each measure's series over time (both sources), first and last value, and its
 * goal. `key` is a standard measure ("weight_kg") or "custom-{id}" for a measure her professional defined.
 */
export const ProgressMetricSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  points: z.array(MetricPointSchema),
  first: z.number().nullable(),
  latest: z.number().nullable(),
  goal: z.number().nullable(),
  /** Who set the goal: "Tú" or the professional's name. */
  goal_set_by: z.string().nullable(),
  /** A custom measure's id (to record a value of it); null for the standard ones. */
  custom_id: z.number().int().nullable(),
});
export type ProgressMetric = z.infer<typeof ProgressMetricSchema>;
export const ProgressMetricsResponseSchema = z.object({
  success: z.boolean(),
  metrics: z.array(ProgressMetricSchema),
  /** What she said she wants in her intake ("Bajar de peso"): the goals start from it. */
  intake_goals: z.array(z.string()),
});
export type ProgressMetricsResponse = z.infer<typeof ProgressMetricsResponseSchema>;

/** A goal as the metrics carry it. */
export interface MetricGoal {
  target: number;
  setBy: string;
}

/** A series' first and last value. */
export const endsOf = (points: MetricPoint[]) => ({
  first: points[0]?.value ?? null,
  latest: points.at(-1)?.value ?? null,
});

/** Each standard measure's series from a list of measurements, oldest first, with its goal if any. */
export function metricsOf(
  measurements: ProgressMeasurement[],
  goals: Partial<Record<OwnMeasure, MetricGoal>> = {},
): ProgressMetric[] {
  const ordered = [...measurements].sort((a, b) => a.taken_at.localeCompare(b.taken_at));
  return OWN_MEASURES.map((key) => {
    const points = ordered.flatMap((row) => {
      const value = row[key];
      return value === null ? [] : [{ taken_at: row.taken_at, value, source: row.source }];
    });
    return {
      key,
      label: MEASURES[key].label,
      unit: MEASURES[key].unit,
      points,
      ...endsOf(points),
      goal: goals[key]?.target ?? null,
      goal_set_by: goals[key]?.setBy ?? null,
      custom_id: null,
    };
  });
}

/** Progress photos (issue 47): one pose per photo, compared side by side by date. */
export const POSES = ['frente', 'perfil', 'espalda'] as const;
export type Pose = (typeof POSES)[number];
export const POSE_LABELS: Record<Pose, string> = { frente: 'Frente', perfil: 'Perfil', espalda: 'Espalda' };
export const PROGRESS_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PROGRESS_PHOTOS_PER_HOUR = { max: 20, windowMs: 3_600_000 } as const;

/** POST /api/progress/photos?pose=&taken_on=&client_id= with the photo as multipart field `photo`. */
export const ProgressPhotoQuerySchema = z.object({
  pose: z.enum(POSES, { error: M.poseInvalid }),
  taken_on: z.iso.date({ error: M.takenOnInvalid }),
  client_id: z.uuid({ error: M.clientIdInvalid }),
});

export const ProgressPhotoSchema = z.object({
  id: z.number().int(),
  pose: z.enum(POSES),
  taken_on: z.string(),
  /** A short signed link (10 minutes; a week in her data export). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProgressPhoto = z.infer<typeof ProgressPhotoSchema>;
export const ProgressPhotoResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  photo: ProgressPhotoSchema,
});
export type ProgressPhotoResponse = z.infer<typeof ProgressPhotoResponseSchema>;
export const ProgressPhotosResponseSchema = z.object({
  success: z.boolean(),
  photos: z.array(ProgressPhotoSchema),
});
export type ProgressPhotosResponse = z.infer<typeof ProgressPhotosResponseSchema>;
