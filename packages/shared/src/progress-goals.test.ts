import { describe, expect, it } from 'vitest';
import { CustomMeasureInputSchema, goalError, progressCsvRows } from './progress-goals';
import { metricsOf, type ProgressMetric } from './progress';

describe('goals and custom measures', () => {
  it('takes a goal within its measure’s range, at both ends, and refuses one outside', () => {
    expect(goalError('weight_kg', 2)).toBeNull();
    expect(goalError('weight_kg', 400)).toBeNull();
    expect(goalError('weight_kg', 1.99)).toBe('Debe estar entre 2 y 400 kg');
    expect(goalError('waist_cm', 251)).toBe('Debe estar entre 30 y 250 cm');
    expect(goalError('weight_kg', null)).toBeNull();
  });

  it('trims a custom measure’s name and unit, and needs both', () => {
    expect(CustomMeasureInputSchema.parse({ name: '  Brazo ', unit: ' cm ' })).toEqual({
      name: 'Brazo',
      unit: 'cm',
      goal: null,
    });
    expect(CustomMeasureInputSchema.safeParse({ name: 'Brazo', unit: '   ' }).success).toBe(false);
    expect(CustomMeasureInputSchema.safeParse({ name: 'B', unit: 'cm' }).success).toBe(false);
  });

  it('puts each goal on its series', () => {
    const metrics = metricsOf([], { weight_kg: { target: 64.5, setBy: 'Tú' } });
    expect(metrics.find((metric) => metric.key === 'weight_kg')).toMatchObject({
      goal: 64.5,
      goal_set_by: 'Tú',
    });
    expect(metrics.find((metric) => metric.key === 'waist_cm')).toMatchObject({
      goal: null,
      goal_set_by: null,
    });
  });

  it('writes the CSV oldest first across measures, with the day in Chile and who took each value', () => {
    const metric = (key: string, points: ProgressMetric['points'], goal: number | null): ProgressMetric => ({
      key,
      label: key,
      unit: 'u',
      points,
      first: null,
      latest: null,
      goal,
      goal_set_by: null,
      custom_id: null,
    });
    const rows = progressCsvRows([
      metric('Peso', [{ taken_at: '2026-11-20T02:00:00Z', value: 70, source: 'member' }], 65),
      metric('Cintura', [{ taken_at: '2026-11-10T15:00:00Z', value: 80, source: 'professional' }], null),
    ]);
    expect(rows).toEqual([
      ['10-11-2026', 'Cintura', 80, 'u', 'Profesional', null],
      // 02:00 UTC on the 20th is still the 19th in Santiago (UTC−3).
      ['19-11-2026', 'Peso', 70, 'u', 'Registro propio', 65],
    ]);
  });
});
