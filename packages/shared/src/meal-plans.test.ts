import { describe, expect, it } from 'vitest';
import {
  CreateMealPlanSchema,
  dailyGoals,
  goalStatus,
  MealPlanPreviewSchema,
  PlanItemSchema,
  TargetsSchema,
} from './meal-plans';

const targets = (values: Partial<Record<string, number>>) => TargetsSchema.parse(values);

describe('daily goals', () => {
  it('makes protein grams from g/kg and her last weight, rounded to whole grams', () => {
    expect(dailyGoals(targets({ protein_g_per_kg: 1.2 }), 64.6).protein_g).toBe(78);
    expect(dailyGoals(targets({ protein_g_per_kg: 1.2 }), 50).protein_g).toBe(60);
  });

  it('has no protein goal without her weight, and leaves unset targets unset', () => {
    const goals = dailyGoals(targets({ protein_g_per_kg: 1.5, energy_kcal: 1800 }), null);
    expect(goals).toEqual({
      energy_kcal: 1800,
      protein_g: null,
      carbohydrate_g: null,
      fat_g: null,
      fiber_g: null,
      sodium_mg: null,
    });
  });
});

describe('goal status', () => {
  it('is on the goal within ±10 %, under and over beyond', () => {
    expect(goalStatus('energy_kcal', 1620, 1800)).toBe('on');
    expect(goalStatus('energy_kcal', 1619, 1800)).toBe('under');
    expect(goalStatus('energy_kcal', 1980, 1800)).toBe('on');
    expect(goalStatus('energy_kcal', 1981, 1800)).toBe('over');
  });

  it('reads sodium as a ceiling and fibre as a floor', () => {
    expect(goalStatus('sodium_mg', 100, 2000)).toBe('on');
    expect(goalStatus('sodium_mg', 2201, 2000)).toBe('over');
    expect(goalStatus('fiber_g', 60, 25)).toBe('on');
    expect(goalStatus('fiber_g', 22, 25)).toBe('under');
  });

  it('says none when there is no goal', () => {
    expect(goalStatus('protein_g', 80, null)).toBe('none');
  });
});

describe('plan bodies', () => {
  it('takes a page id on creation and refuses one that is not a UUID, in Spanish', () => {
    const made = CreateMealPlanSchema.safeParse({
      template_id: 3,
      client_id: '0b7c4a52-2a57-4a43-9a51-8f7a7b1d2c11',
    });
    expect(made.success).toBe(true);
    const bad = CreateMealPlanSchema.safeParse({ template_id: 3, client_id: 'doble-clic' });
    expect(bad.success).toBe(false);
  });

  it('previews an empty week, but never more than seven days', () => {
    expect(MealPlanPreviewSchema.safeParse({ days: [] }).success).toBe(true);
    const eight = Array.from({ length: 8 }, (_, index) => ({ day: (index % 7) + 1, meals: [] }));
    expect(MealPlanPreviewSchema.safeParse({ days: eight }).success).toBe(false);
  });

  it('reads an item as a food or a recipe, never both, with ids as JSON numbers', () => {
    expect(PlanItemSchema.parse({ food_id: 4, grams: 80 })).toEqual({ food_id: 4, grams: 80 });
    expect(PlanItemSchema.parse({ recipe_id: 9 })).toEqual({ recipe_id: 9, servings: 1 });
    for (const bad of [
      { food_id: 4, recipe_id: 9 },
      { food_id: '4', grams: 80 },
      { recipe_id: 0 },
      { food_id: 2_147_483_648, grams: 80 },
      { grams: 80 },
    ])
      expect(PlanItemSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
