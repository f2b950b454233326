import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { foods, recipeIngredients, recipes, trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipe = Omit<typeof recipes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewIngredient = Omit<typeof recipeIngredients.$inferInsert, 'id' | 'recipeId'>;

/** Whose drafts a reader also sees besides every published recipe: her card's, and the team's for admins. */
export interface RecipeReader {
  cardId: number | null;
  admin: boolean;
}

const RECIPES_LIST_MAX = 200;

/** Recipes and their ingredients (issue 47); the figures come from the foods on every read. */
export function recipesRepository(db: Db) {
  const visibleTo = (reader: RecipeReader): SQL | undefined =>
    or(
      eq(recipes.status, 'published'),
      reader.cardId === null ? undefined : eq(recipes.trainerId, reader.cardId),
      reader.admin ? isNull(recipes.trainerId) : undefined,
    );

  return {
    async insert(recipe: NewRecipe, ingredients: NewIngredient[], tx: Tx): Promise<RecipeRow> {
      const [row] = await tx.insert(recipes).values(recipe).returning();
      if (!row) throw new Error('recipe insert returned nothing');
      await tx.insert(recipeIngredients).values(ingredients.map((item) => ({ ...item, recipeId: row.id })));
      return row;
    },

    /** One recipe if this reader may see it (a draft only to its author's card, or to admins if the team's). */
    async find(id: number, reader: RecipeReader) {
      const [row] = await db
        .select({ recipe: recipes, author: trainers.name })
        .from(recipes)
        .leftJoin(trainers, eq(trainers.id, recipes.trainerId))
        .where(and(eq(recipes.id, id), visibleTo(reader)));
      return row;
    },

    /** Every recipe this reader may see, by title (bounded). */
    list(reader: RecipeReader) {
      return db
        .select({ recipe: recipes, author: trainers.name })
        .from(recipes)
        .leftJoin(trainers, eq(trainers.id, recipes.trainerId))
        .where(visibleTo(reader))
        .orderBy(asc(recipes.title), asc(recipes.id))
        .limit(RECIPES_LIST_MAX);
    },

    /** The ingredients of these recipes with their foods, in the order they were written. */
    ingredientsOf(recipeIds: number[]) {
      if (recipeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ ingredient: recipeIngredients, food: foods })
        .from(recipeIngredients)
        .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
        .where(inArray(recipeIngredients.recipeId, recipeIds))
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
    },
  };
}

export type RecipesRepository = ReturnType<typeof recipesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    recipesRepository: RecipesRepository;
  }
}

export default domainPlugin('recipesRepository', (app) => recipesRepository(app.db), ['database']);
