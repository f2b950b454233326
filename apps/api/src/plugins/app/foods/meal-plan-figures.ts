import {
  MEAL_LABELS,
  WEEKDAY_LABELS,
  type MealPlan,
  type MealPlanBody,
  type PlanItemInput,
  type ShoppingList,
} from '@vitalia/shared/meal-plans';
import {
  addNutrients,
  eachNutrient,
  nutrientsOf,
  recipeNutrition,
  roundNutrients,
  zeroNutrients,
} from '@vitalia/shared/nutrition-rules';
import { nutrientsOfRow } from './foods-presenter';
import type { FoodRow } from './foods-repository';
import type { RecipeRow } from './recipes-repository';

/** What a plan names, loaded once per reading: its foods, and its recipes with their ingredients. */
export interface PlanCatalogue {
  foods: Map<number, FoodRow>;
  recipes: Map<number, { recipe: RecipeRow; ingredients: { grams: number; food: FoodRow }[] }>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const formatAmount = (value: number) => String(round1(value)).replace('.', ',');

/** "3 unidades medianas (450 g)": grams in the food's first household measure, by halves, or grams. */
export function householdAmount(food: FoodRow, grams: number): string {
  const measure = food.measures[0];
  if (!measure) return `${formatAmount(grams)} g`;
  const halves = Math.max(1, Math.round((grams / measure.grams) * 2)) / 2;
  const [count, noun, ...rest] = measure.label.split(' ');
  const label =
    count === '1' && noun
      ? [
          formatAmount(halves),
          halves <= 1 ? noun : /[aeiouáéó]$/i.test(noun) ? `${noun}s` : `${noun}es`,
          ...rest,
        ].join(' ')
      : `${formatAmount(halves)} × ${measure.label}`;
  return `${label} (${formatAmount(grams)} g)`;
}

/** One item's grams and figures; null when what it names is gone. */
function resolve(item: PlanItemInput, catalogue: PlanCatalogue) {
  if ('recipe_id' in item) {
    const entry = catalogue.recipes.get(item.recipe_id);
    if (!entry) return null;
    const figures = recipeNutrition(
      entry.ingredients.map((ingredient) => ({
        grams: ingredient.grams,
        per100: nutrientsOfRow(ingredient.food),
      })),
      entry.recipe.servings,
    );
    const nutrients = eachNutrient((key) => figures.per_serving[key] * item.servings);
    return {
      shown: {
        kind: 'recipe' as const,
        id: entry.recipe.id,
        name: entry.recipe.title,
        amount: item.servings === 1 ? '1 porción' : `${formatAmount(item.servings)} porciones`,
        grams: round1((figures.total_grams / entry.recipe.servings) * item.servings),
        energy_kcal: round1(nutrients.energy_kcal),
      },
      nutrients,
      groceries: entry.ingredients.map((ingredient) => ({
        food: ingredient.food,
        grams: (ingredient.grams / entry.recipe.servings) * item.servings,
      })),
    };
  }
  const food = catalogue.foods.get(item.food_id);
  if (!food) return null;
  const measure = item.measure
    ? food.measures.find((candidate) => candidate.label === item.measure)
    : undefined;
  const grams = measure && item.quantity ? measure.grams * item.quantity : (item.grams ?? 0);
  const nutrients = nutrientsOf(nutrientsOfRow(food), grams);
  return {
    shown: {
      kind: 'food' as const,
      id: food.id,
      name: food.name,
      amount: measure && item.quantity ? householdAmount(food, grams) : `${formatAmount(grams)} g`,
      grams: round1(grams),
      energy_kcal: round1(nutrients.energy_kcal),
    },
    nutrients,
    groceries: [{ food, grams }],
  };
}

/** The plan as she reads it: each day's meals and options, and the day's totals from the first options. */
export function presentDays(days: MealPlanBody['days'], catalogue: PlanCatalogue): MealPlan['days'] {
  return [...days]
    .sort((a, b) => a.day - b.day)
    .map((day) => {
      let totals = zeroNutrients();
      const meals = day.meals.map((meal) => ({
        meal: meal.meal,
        label: MEAL_LABELS[meal.meal],
        options: meal.options.map((option, index) =>
          option.flatMap((item) => {
            const resolved = resolve(item, catalogue);
            if (!resolved) return [];
            // "o": only the first option counts toward the day's totals.
            if (index === 0) totals = addNutrients(totals, resolved.nutrients);
            return [resolved.shown];
          }),
        ),
      }));
      return {
        day: day.day,
        label: WEEKDAY_LABELS[day.day - 1] ?? '',
        meals,
        totals: roundNutrients(totals),
      };
    });
}

/** The week's groceries from the first options, summed per food and grouped by aisle (category). */
export function shoppingList(
  planId: number,
  days: MealPlanBody['days'],
  catalogue: PlanCatalogue,
  ticked: Set<number>,
): ShoppingList {
  const totals = new Map<number, { food: FoodRow; grams: number }>();
  for (const day of days)
    for (const meal of day.meals)
      for (const item of meal.options[0] ?? []) {
        for (const grocery of resolve(item, catalogue)?.groceries ?? []) {
          const entry = totals.get(grocery.food.id) ?? { food: grocery.food, grams: 0 };
          entry.grams += grocery.grams;
          totals.set(grocery.food.id, entry);
        }
      }
  const aisles = new Map<string, ShoppingList['aisles'][number]['items']>();
  for (const { food, grams } of [...totals.values()].sort((a, b) =>
    a.food.name.localeCompare(b.food.name, 'es'),
  )) {
    const items = aisles.get(food.category) ?? [];
    items.push({
      food_id: food.id,
      name: food.name,
      grams: round1(grams),
      amount: householdAmount(food, grams),
      checked: ticked.has(food.id),
    });
    aisles.set(food.category, items);
  }
  return {
    plan_id: planId,
    aisles: [...aisles.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'es'))
      .map(([aisle, items]) => ({ aisle, items })),
  };
}
