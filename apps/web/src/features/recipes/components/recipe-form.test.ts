import { describe, expect, it } from 'vitest';
import type { Food } from '@vitalia/shared/foods';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { NUTRIENT_KEYS, type Nutrients } from '@vitalia/shared/nutrition-rules';
import { emptyRecipe, formErrors, liveFigures, toRecipeInput } from './recipe-form';

const per100 = (values: Partial<Nutrients>) =>
  ({ ...Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])), ...values }) as Nutrients;
const food = (
  id: number,
  name: string,
  values: Partial<Nutrients>,
  measures = [{ label: '1 taza', grams: 200 }],
): Food => ({
  id,
  name,
  synonyms: [],
  state: 'solid',
  category: 'Otros',
  per_100: per100(values),
  measures,
  source: 'prueba',
  licence: 'prueba',
  seals: [],
});

describe('the recipe form', () => {
  const rice = food(1, 'Arroz', { energy_kcal: 130 });
  const salt = food(2, 'Sal', { sodium_mg: 38_758 }, [{ label: '1 cucharadita', grams: 6 }]);

  it('sends what the shared schema expects: grams or a measure times a quantity, Chilean decimals', () => {
    const input = toRecipeInput({
      ...emptyRecipe(),
      title: 'Arroz graneado',
      minutes: '25',
      ingredients: [
        { food: rice, unit: '1 taza', amount: '1,5' },
        { food: salt, unit: 'g', amount: '2' },
      ],
      steps: 'Lavar.\n\n  Cocer.  ',
      tags: 'almuerzo, , rápida',
      publish: true,
    });
    expect(input).toMatchObject({
      servings: 2,
      minutes: 25,
      status: 'published',
      steps: ['Lavar.', 'Cocer.'],
      tags: ['almuerzo', 'rápida'],
      ingredients: [
        { food_id: 1, measure: '1 taza', quantity: 1.5 },
        { food_id: 2, grams: 2 },
      ],
    });
  });

  it('names each problem in the field it belongs to, in Spanish', () => {
    const errors = formErrors({
      ...emptyRecipe(),
      servings: '0',
      ingredients: [
        { food: null, unit: 'g', amount: '' },
        { food: rice, unit: 'g', amount: 'mucho' },
      ],
    });
    expect(errors).toMatchObject({
      title: M.titleRequired,
      servings: M.servingsRange,
      'ingredients.0.food': M.ingredientFood,
      'ingredients.1.amount': expect.any(String),
    });
  });

  it('shows the figures and seals the server will compute, as she types', () => {
    const figures = liveFigures({
      ...emptyRecipe(),
      servings: '1',
      ingredients: [
        { food: rice, unit: '1 taza', amount: '1' },
        { food: salt, unit: '1 cucharadita', amount: '1' },
      ],
    });
    expect(figures.nutrition.total.energy_kcal).toBe(260);
    expect(figures.seals).toEqual(['sodium_mg']);
    expect(liveFigures(emptyRecipe()).seals).toEqual([]);
  });
});
