import { describe, expect, it } from 'vitest';
import type { MealPlan } from '@vitalia/shared/meal-plans';
import {
  addItem,
  copyDay,
  daysOf,
  draftErrors,
  draftFromPlan,
  emptyDraft,
  newItem,
  parseTarget,
  removeItem,
  setAmount,
  toInput,
} from './plan-draft';

const avena = () => newItem({ kind: 'food', id: 1, name: 'Avena', amount: 0.5, measure: '1 taza' });
const leche = () => newItem({ kind: 'food', id: 2, name: 'Leche', amount: 200, measure: null });
const porotos = () => newItem({ kind: 'recipe', id: 9, name: 'Porotos granados', servings: 1 });
const monday = { day: 1, meal: 'desayuno' as const };

describe('meal plan draft', () => {
  it('adds to the first option, makes an «o» alternative one past the last, in the day’s meal order', () => {
    let draft = emptyDraft();
    draft = addItem(draft, { day: 1, meal: 'almuerzo' }, 0, porotos());
    draft = addItem(draft, monday, 0, avena());
    draft = addItem(draft, monday, 0, leche());
    draft = addItem(
      draft,
      monday,
      5,
      newItem({ kind: 'food', id: 3, name: 'Manzana', amount: 180, measure: null }),
    );
    expect(daysOf(draft)).toEqual([
      {
        day: 1,
        meals: [
          {
            meal: 'desayuno',
            options: [
              [
                { food_id: 1, measure: '1 taza', quantity: 0.5 },
                { food_id: 2, grams: 200 },
              ],
              [{ food_id: 3, grams: 180 }],
            ],
          },
          { meal: 'almuerzo', options: [[{ recipe_id: 9, servings: 1 }]] },
        ],
      },
    ]);
  });

  it('changes amounts in each item’s own unit, and removing the last item removes the meal', () => {
    const first = avena();
    const second = porotos();
    let draft = addItem(addItem(emptyDraft(), monday, 0, first), monday, 0, second);
    draft = setAmount(draft, monday, first.key, 1);
    draft = setAmount(draft, monday, second.key, 2);
    expect(daysOf(draft)[0]?.meals[0]?.options[0]).toEqual([
      { food_id: 1, measure: '1 taza', quantity: 1 },
      { recipe_id: 9, servings: 2 },
    ]);
    draft = removeItem(removeItem(draft, monday, first.key), monday, second.key);
    expect(daysOf(draft)).toEqual([]);
  });

  it('copies a day over the others named, with items of their own', () => {
    const draft = copyDay(addItem(emptyDraft(), monday, 0, avena()), 1, [1, 2, 3]);
    expect(daysOf(draft).map((day) => day.day)).toEqual([1, 2, 3]);
    expect(draft.days[2]?.desayuno?.[0]?.[0]?.key).not.toBe(draft.days[1]?.desayuno?.[0]?.[0]?.key);
  });

  it('reads targets with a decimal comma and says what is missing before sending', () => {
    expect(parseTarget('1,2')).toBe(1.2);
    expect(parseTarget('')).toBeNull();
    expect(parseTarget('mucho')).toBeNaN();
    const draft = { ...emptyDraft(), targets: { ...emptyDraft().targets, protein_g_per_kg: 'x' } };
    expect(draftErrors(draft)).toEqual({
      title: 'Ponle un nombre al plan.',
      targets: 'Escribe las metas solo con números (por ejemplo 1,2).',
      days: 'Agrega al menos una comida a algún día.',
    });
    const ready = { ...addItem(emptyDraft(), monday, 0, avena()), title: ' Semana 1 ' };
    ready.targets.protein_g_per_kg = '1,2';
    expect(draftErrors(ready)).toEqual({});
    expect(toInput(ready, 'published')).toMatchObject({
      title: 'Semana 1',
      status: 'published',
      targets: { protein_g_per_kg: 1.2, energy_kcal: null },
    });
  });

  it('opens a saved plan as written, named from what the server showed', () => {
    const plan = {
      title: 'Semana base',
      targets: {
        energy_kcal: 1800,
        protein_g_per_kg: 1.2,
        carbohydrate_g: null,
        fat_g: null,
        fiber_g: null,
        sodium_mg: null,
      },
      source_days: [
        {
          day: 2,
          meals: [
            {
              meal: 'cena',
              options: [
                [
                  { recipe_id: 9, servings: 1 },
                  { food_id: 4, grams: 50 },
                ],
              ],
            },
          ],
        },
      ],
      days: [
        {
          day: 2,
          meals: [
            {
              meal: 'cena',
              options: [
                [
                  {
                    kind: 'recipe',
                    id: 9,
                    name: 'Porotos granados',
                    amount: '1 porción',
                    grams: 300,
                    energy_kcal: 400,
                  },
                ],
              ],
            },
          ],
        },
      ],
    } as unknown as MealPlan;
    const draft = draftFromPlan(plan);
    expect(draft.targets.protein_g_per_kg).toBe('1,2');
    expect(draft.days[2]?.cena?.[0]?.map((item) => [item.name, item.unit])).toEqual([
      ['Porotos granados', 'porciones'],
      ['Ya no está disponible', 'g'],
    ]);
  });
});
