import { z } from 'zod';
import { visible } from './api';
import { formatTableDay, santiagoDay } from './dates';
import { PRACTICE_MESSAGES } from './messages/practice';
import { PROGRESS_MESSAGES as M } from './messages/progress';
import { MEASURES } from './practice-rules';
import { OWN_MEASURES, ProgressMetricSchema, type OwnMeasure, type ProgressMetric } from './progress';

/**
 * Goals and custom measures (issue 47): a target per measure drawn as a line on her chart, and the measures
 * a professional defines for one client ("Pasos diarios", "Brazo").
 */

/** Per client: enough for any plan of care, and a bound on every list. */
export const CUSTOM_MEASURES_MAX = 12;
/** A custom value's bound: wide enough for steps or millilitres, narrow enough for the column. */
export const CUSTOM_VALUE_LIMIT = 1_000_000;

/** `/goals/{measure}`: one of the standard measures. */
export const GoalParamsSchema = z.object({ measure: z.enum(OWN_MEASURES, { error: M.measureUnknown }) });

/** A goal within its measure's range, as a measurement would be; null removes it. */
export const GoalInputSchema = z.strictObject({
  target: z.number({ error: M.goalInvalid }).nullable(),
});
export type GoalInput = z.infer<typeof GoalInputSchema>;

/** The reason a goal is refused for this measure, or null when it may be saved. */
export function goalError(measure: OwnMeasure, target: number | null): string | null {
  if (target === null) return null;
  const { min, max, unit } = MEASURES[measure];
  return target < min || target > max ? PRACTICE_MESSAGES.outOfRange(min, max, unit) : null;
}

const customValue = (message: string) =>
  z
    .number({ error: message })
    .min(-CUSTOM_VALUE_LIMIT, message)
    .max(CUSTOM_VALUE_LIMIT, message)
    .refine((value) => Number.isFinite(value), message);

/** POST /trainer/clients/{memberId}/custom-measures and PUT …/{id}: a name, a unit and an optional goal. */
export const CustomMeasureInputSchema = z.strictObject({
  name: visible(z.string().trim().min(2, M.customNameRequired).max(40, M.customNameRequired)),
  unit: visible(z.string().trim().min(1, M.customUnitRequired).max(12, M.customUnitRequired)),
  goal: customValue(M.goalInvalid).nullable().default(null),
});
export type CustomMeasureInput = z.input<typeof CustomMeasureInputSchema>;
export type CustomMeasureBody = z.output<typeof CustomMeasureInputSchema>;

/** One value of a custom measure, on a day; idempotent by `client_id`. */
export const CustomValueInputSchema = z.strictObject({
  client_id: z.uuid({ error: M.clientIdInvalid }),
  taken_at: z.iso.datetime({ offset: true, error: M.takenAtInvalid }),
  value: customValue(M.valueInvalid),
});
export type CustomValueInput = z.infer<typeof CustomValueInputSchema>;

export const MetricSavedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  metric: ProgressMetricSchema,
});
export type MetricSavedResponse = z.infer<typeof MetricSavedResponseSchema>;

/** The CSV of her progress: one row per value, every measure, oldest first. */
export const PROGRESS_CSV_HEADER = ['Fecha', 'Medida', 'Valor', 'Unidad', 'Quién la tomó', 'Meta'];

/** Who took a value, as the CSV says it: neutral, the same for her and her professional. */
const CSV_SOURCE = { member: 'Registro propio', professional: 'Profesional' } as const;

/** The CSV's rows: each value of each series, oldest first, the day in Chile's calendar ("30-11-2026"). */
export function progressCsvRows(metrics: ProgressMetric[]): (string | number | null)[][] {
  return metrics
    .flatMap((metric) =>
      metric.points.map((point) => ({
        at: point.taken_at,
        cells: [
          formatTableDay(santiagoDay(point.taken_at)),
          metric.label,
          point.value,
          metric.unit,
          CSV_SOURCE[point.source],
          metric.goal,
        ],
      })),
    )
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((row) => row.cells);
}
