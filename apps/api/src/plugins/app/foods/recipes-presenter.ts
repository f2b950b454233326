import type { Recipe, RecipeSummary } from '@vitalia/shared/foods';
import { nutrientsOf, recipeNutrition, sealsFor } from '@vitalia/shared/nutrition-rules';
import { nutrientsOfRow } from './foods-presenter';
import type { FoodRow } from './foods-repository';
import type { RecipeRow, RecipesRepository } from './recipes-repository';

type IngredientView = Awaited<ReturnType<RecipesRepository['ingredientsOf']>>[number];
export interface RecipeView {
  recipe: RecipeRow;
  author: string | null;
}

function figuresOf(recipe: RecipeRow, ingredients: { grams: number; food: FoodRow }[]) {
  const nutrition = recipeNutrition(
    ingredients.map((item) => ({ grams: item.grams, per100: nutrientsOfRow(item.food) })),
    recipe.servings,
  );
  return { nutrition, seals: sealsFor(nutrition.per_100, recipe.state) };
}

/** A recipe's figures from its loaded ingredients: computed once per presentation. */
const figuresOfView = (view: RecipeView, ingredients: IngredientView[]) =>
  figuresOf(
    view.recipe,
    ingredients.map((item) => ({ grams: item.ingredient.grams, food: item.food })),
  );

function summaryOf(
  view: RecipeView,
  { nutrition, seals }: ReturnType<typeof figuresOf>,
  cardId: number | null,
): RecipeSummary {
  const { recipe } = view;
  return {
    id: recipe.id,
    title: recipe.title,
    servings: recipe.servings,
    minutes: recipe.minutes,
    tags: recipe.tags,
    status: recipe.status,
    author: view.author,
    mine: cardId !== null && recipe.trainerId === cardId,
    energy_per_serving: nutrition.per_serving.energy_kcal,
    seals,
  };
}

export function presentRecipeSummary(
  view: RecipeView,
  ingredients: IngredientView[],
  cardId: number | null,
): RecipeSummary {
  return summaryOf(view, figuresOfView(view, ingredients), cardId);
}

export function presentRecipe(
  view: RecipeView,
  ingredients: IngredientView[],
  cardId: number | null,
): Recipe {
  const { recipe } = view;
  const figures = figuresOfView(view, ingredients);
  const { nutrition } = figures;
  return {
    ...summaryOf(view, figures, cardId),
    description: recipe.description,
    state: recipe.state,
    steps: recipe.steps,
    ingredients: ingredients.map(({ ingredient, food }) => ({
      food_id: food.id,
      name: food.name,
      grams: ingredient.grams,
      measure: ingredient.measure,
      quantity: ingredient.quantity,
      energy_kcal: Math.round(nutrientsOf(nutrientsOfRow(food), ingredient.grams).energy_kcal * 10) / 10,
    })),
    nutrition,
  };
}
