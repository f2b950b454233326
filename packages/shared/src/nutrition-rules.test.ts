import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NUTRIENT_KEYS,
  SEAL_KEYS,
  SEAL_LIMITS,
  nutrientsOf,
  recipeNutrition,
  sealsFor,
  type FoodState,
  type Nutrients,
  type SealKey,
} from './nutrition-rules';

const none = { energy_kcal: 0, sugars_g: 0, saturated_fat_g: 0, sodium_mg: 0 };

describe('the ALTO EN reference seals (Ley 20.606, Decreto 13/2015)', () => {
  const cases: [FoodState, SealKey, number][] = [
    ['solid', 'energy_kcal', 275],
    ['solid', 'sodium_mg', 400],
    ['solid', 'sugars_g', 10],
    ['solid', 'saturated_fat_g', 4],
    ['liquid', 'energy_kcal', 70],
    ['liquid', 'sodium_mg', 100],
    ['liquid', 'sugars_g', 5],
    ['liquid', 'saturated_fat_g', 3],
  ];
  it.each(cases)('%s, %s: none at exactly %d, one just above it', (state, key, limit) => {
    expect(SEAL_LIMITS[state][key]).toBe(limit);
    expect(sealsFor({ ...none, [key]: limit }, state)).toEqual([]);
    expect(sealsFor({ ...none, [key]: limit - 0.1 }, state)).toEqual([]);
    expect(sealsFor({ ...none, [key]: limit + 0.1 }, state)).toEqual([key]);
  });

  it('float noise at a limit is no seal; every seal at once comes in the law’s order', () => {
    expect(sealsFor({ ...none, energy_kcal: 275.000_000_1 }, 'solid')).toEqual([]);
    expect(sealsFor({ energy_kcal: 500, sugars_g: 30, saturated_fat_g: 9, sodium_mg: 900 }, 'solid')).toEqual(
      [...SEAL_KEYS],
    );
    // The same 80 kcal is a seal in a drink and none in a solid.
    expect(sealsFor({ ...none, energy_kcal: 80 }, 'liquid')).toEqual(['energy_kcal']);
    expect(sealsFor({ ...none, energy_kcal: 80 }, 'solid')).toEqual([]);
  });
});

const nutrients = fc.record(
  Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, fc.double({ min: 0, max: 900, noNaN: true })]),
  ) as Record<keyof Nutrients, fc.Arbitrary<number>>,
);

describe('a recipe’s figures', () => {
  it('total the sum of its ingredients; per serving and per 100 g divide that total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grams: fc.double({ min: 0.5, max: 2000, noNaN: true }), per100: nutrients }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.integer({ min: 1, max: 12 }),
        (ingredients, servings) => {
          const figures = recipeNutrition(ingredients, servings);
          const grams = ingredients.reduce((sum, item) => sum + item.grams, 0);
          for (const key of NUTRIENT_KEYS) {
            const sum = ingredients.reduce((acc, item) => acc + nutrientsOf(item.per100, item.grams)[key], 0);
            expect(figures.total[key]).toBeCloseTo(sum, 1);
            expect(figures.per_serving[key]).toBeCloseTo(sum / servings, 1);
            expect(figures.per_100[key]).toBeCloseTo((sum / grams) * 100, 1);
          }
          expect(figures.total_grams).toBeCloseTo(grams, 1);
        },
      ),
    );
  });

  it('of a known dish: 200 g of rice and 100 g of palta for 2', () => {
    const rice = {
      ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])),
      energy_kcal: 130,
      carbohydrate_g: 28,
    } as Nutrients;
    const palta = {
      ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])),
      energy_kcal: 160,
      fat_g: 15,
    } as Nutrients;
    const figures = recipeNutrition(
      [
        { grams: 200, per100: rice },
        { grams: 100, per100: palta },
      ],
      2,
    );
    expect(figures.total.energy_kcal).toBe(420);
    expect(figures.per_serving.energy_kcal).toBe(210);
    expect(figures.per_100.energy_kcal).toBe(140);
    expect(figures.per_serving.fat_g).toBe(7.5);
  });
});
