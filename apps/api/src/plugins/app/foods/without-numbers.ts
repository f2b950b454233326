import type { Food, Recipe, RecipeSummary } from '@vitalia/shared/foods';
import type { MealPlan } from '@vitalia/shared/meal-plans';

/**
 * "Sin números" (issue 47): what a member who hides calories and macros receives. Every answer that carries
 * a figure goes through one of these before it leaves the server, so no screen can show what never arrived.
 * Grams and household measures stay: they say how much to eat, not what it is worth.
 */
export const foodWithoutNumbers = (food: Food): Food => ({ ...food, per_100: null, seals: [] });

export const recipeSummaryWithoutNumbers = <T extends RecipeSummary>(recipe: T): T => ({
  ...recipe,
  energy_per_serving: null,
  seals: [],
});

export const recipeWithoutNumbers = (recipe: Recipe): Recipe => ({
  ...recipeSummaryWithoutNumbers(recipe),
  ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient, energy_kcal: null })),
  nutrition: null,
});

export const planWithoutNumbers = (plan: MealPlan): MealPlan => ({
  ...plan,
  numbers_hidden: true,
  targets: null,
  goals: null,
  weight_kg: null,
  days: plan.days.map((day) => ({
    ...day,
    totals: null,
    meals: day.meals.map((meal) => ({
      ...meal,
      options: meal.options.map((option) => option.map((item) => ({ ...item, energy_kcal: null }))),
    })),
  })),
});
