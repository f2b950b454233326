import type { FastifyInstance } from 'fastify';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { RecipeInputSchema, type Recipe, type RecipeInput, type RecipeSummary } from '@vitalia/shared/foods';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { UserRow } from '../users/user-presenter';
import { presentRecipe, presentRecipeSummary } from './recipes-presenter';
import { recipeSummaryWithoutNumbers, recipeWithoutNumbers } from './without-numbers';
import type { NewIngredient, RecipeReader } from './recipes-repository';

/**
 * Recipes (issue 47): the team's (made by an admin without a team card) and each professional's own.
 * Everyone signed in reads the published ones; a draft is its author's. Figures always come from the
 * ingredients' foods, so a corrected food corrects every recipe that uses it.
 */
export function recipesService(app: FastifyInstance) {
  const repo = app.recipesRepository;

  const readerOf = async (user: UserRow): Promise<RecipeReader> => {
    const staff = user.role === 'trainer' || user.role === 'admin';
    const card = staff ? await app.trainersRepository.findByUser(user.id) : undefined;
    return { cardId: card?.id ?? null, admin: user.role === 'admin' };
  };

  /** Each ingredient's grams: as written, or its quantity of one of the food's own household measures. */
  async function ingredientsOf(input: ReturnType<typeof RecipeInputSchema.parse>): Promise<NewIngredient[]> {
    const foods = new Map(
      (await app.foodsRepository.findMany([...new Set(input.ingredients.map((item) => item.food_id))])).map(
        (food) => [food.id, food],
      ),
    );
    return input.ingredients.map((item, index) => {
      const food = foods.get(item.food_id);
      if (!food)
        throw AppError.badRequest(M.ingredientFood, { [`ingredients.${index}.food_id`]: M.ingredientFood });
      if (item.grams !== undefined)
        return { position: index + 1, foodId: food.id, grams: item.grams, measure: null, quantity: null };
      const measure = food.measures.find((candidate) => candidate.label === item.measure);
      if (!measure || item.quantity === undefined)
        throw AppError.badRequest(M.ingredientMeasure, {
          [`ingredients.${index}.measure`]: M.ingredientMeasure,
        });
      return {
        position: index + 1,
        foodId: food.id,
        grams: Math.round(measure.grams * item.quantity * 10) / 10,
        measure: measure.label,
        quantity: item.quantity,
      };
    });
  }

  async function load(id: number, reader: RecipeReader): Promise<Recipe> {
    const view = await repo.find(id, reader);
    if (!view) throw AppError.notFound(M.recipeNotFound);
    return presentRecipe(view, await repo.ingredientsOf([id]), reader.cardId);
  }

  return {
    async list(user: UserRow): Promise<RecipeSummary[]> {
      const reader = await readerOf(user);
      const views = await repo.list(reader);
      const ingredients = await repo.ingredientsOf(views.map((view) => view.recipe.id));
      const hidden = await app.nutritionNumbers.hiddenFor(user);
      return views.map((view) => {
        const summary = presentRecipeSummary(
          view,
          ingredients.filter((item) => item.ingredient.recipeId === view.recipe.id),
          reader.cardId,
        );
        return hidden ? recipeSummaryWithoutNumbers(summary) : summary;
      });
    },

    async get(user: UserRow, id: number): Promise<Recipe> {
      const recipe = await load(id, await readerOf(user));
      return (await app.nutritionNumbers.hiddenFor(user)) ? recipeWithoutNumbers(recipe) : recipe;
    },

    /** A professional's recipe carries her card; an admin's, hers if she has one, else the team's. */
    async create(user: UserRow, body: RecipeInput): Promise<Recipe> {
      const reader = await readerOf(user);
      if (reader.cardId === null && !reader.admin) throw AppError.forbidden(M.notStaff);
      const input = RecipeInputSchema.parse(body);
      const ingredients = await ingredientsOf(input);
      const row = await app.db.transaction((tx) =>
        repo.insert(
          {
            trainerId: reader.cardId,
            title: input.title,
            description: input.description,
            servings: input.servings,
            state: input.state,
            minutes: input.minutes,
            steps: input.steps,
            tags: input.tags,
            status: input.status,
          },
          ingredients,
          tx,
        ),
      );
      return load(row.id, reader);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    recipes: ReturnType<typeof recipesService>;
  }
}

export default domainPlugin('recipes', recipesService, [
  'recipes-repository',
  'foods-repository',
  'trainers-repository',
]);
