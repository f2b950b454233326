import type { FastifyInstance } from 'fastify';
import { dailyGoals, type MealPlan, type MealPlanBody } from '@vitalia/shared/meal-plans';
import { presentDays, type PlanCatalogue } from './meal-plan-figures';
import type { MealPlanRow } from './meal-plans-repository';
import { planWithoutNumbers } from './without-numbers';

/** Everything a plan names, in three queries (repositories only: the data export reads plans too). */
export async function catalogueOf(app: FastifyInstance, days: MealPlanBody['days']): Promise<PlanCatalogue> {
  const items = days.flatMap((day) => day.meals.flatMap((meal) => meal.options.flat()));
  const recipeIds = [...new Set(items.flatMap((item) => ('recipe_id' in item ? [item.recipe_id] : [])))];
  const foodIds = [...new Set(items.flatMap((item) => ('food_id' in item ? [item.food_id] : [])))];
  const [foods, recipes, ingredients] = await Promise.all([
    app.foodsRepository.findMany(foodIds),
    app.mealPlansRepository.recipesByIds(recipeIds),
    app.recipesRepository.ingredientsOf(recipeIds),
  ]);
  return {
    foods: new Map(foods.map((food) => [food.id, food])),
    recipes: new Map(
      recipes.map((recipe) => [
        recipe.id,
        {
          recipe,
          ingredients: ingredients
            .filter((item) => item.ingredient.recipeId === recipe.id)
            .map((item) => ({ grams: item.ingredient.grams, food: item.food })),
        },
      ]),
    ),
  };
}

export async function presentPlan(
  app: FastifyInstance,
  row: MealPlanRow,
  professional: string,
): Promise<MealPlan> {
  const [catalogue, weight] = await Promise.all([
    catalogueOf(app, row.days),
    row.memberId === null ? null : app.mealPlansRepository.latestWeight(row.memberId),
  ]);
  return {
    id: row.id,
    title: row.title,
    member_id: row.memberId,
    professional,
    status: row.status,
    version: row.version,
    template: row.isTemplate,
    published_at: row.publishedAt?.toISOString() ?? null,
    numbers_hidden: false,
    targets: row.targets,
    goals: dailyGoals(row.targets, weight),
    weight_kg: weight,
    source_days: row.days,
    days: presentDays(row.days, catalogue),
  };
}

/** Her plans (published and archived versions, never a professional's draft), for her data export. */
export async function mealPlansForExport(app: FastifyInstance, memberId: number): Promise<MealPlan[]> {
  const [rows, hidden] = await Promise.all([
    app.mealPlansRepository.allFor(memberId),
    app.nutritionNumbersRepository.find(memberId),
  ]);
  const plans = await Promise.all(rows.map(({ plan, professional }) => presentPlan(app, plan, professional)));
  // "Sin números" holds in her export too: it is an answer she reads.
  return hidden ? plans.map(planWithoutNumbers) : plans;
}
