import { z } from 'zod';
import { IdSchema } from './api';
import { FOOD_MESSAGES as M } from './messages/foods';
import { NUTRIENT_KEYS, SEAL_KEYS, type Nutrients } from './nutrition-rules';

/** "1 taza" = 160 g: how a person measures a food at home. */
export const HouseholdMeasureSchema = z.object({
  label: z.string().min(1).max(40),
  grams: z.number().positive().max(5000),
});
export type HouseholdMeasure = z.infer<typeof HouseholdMeasureSchema>;

export const FOOD_QUERY_MAX = 80;
export const FOODS_PAGE_MAX = 30;

/** GET /api/foods?q=: accent-blind, one wrong letter forgiven, Chilean synonyms. */
export const FoodsQuerySchema = z.object({
  q: z.string({ error: M.queryTooShort }).trim().min(2, M.queryTooShort).max(FOOD_QUERY_MAX, M.queryTooLong),
  limit: z.coerce.number().int().min(1).max(FOODS_PAGE_MAX).default(12),
});

const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()])) as Record<keyof Nutrients, z.ZodNumber>,
);
const StateSchema = z.enum(['solid', 'liquid']);
const SealSchema = z.enum(SEAL_KEYS);

export const FoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  synonyms: z.array(z.string()),
  state: StateSchema,
  category: z.string(),
  /** Per 100 g, or per 100 ml when `state` is liquid; null for a member who sees no numbers. */
  per_100: NutrientsSchema.nullable(),
  measures: z.array(HouseholdMeasureSchema),
  source: z.string(),
  licence: z.string(),
  seals: z.array(SealSchema),
});
export type Food = z.infer<typeof FoodSchema>;
export const FoodsResponseSchema = z.object({ success: z.boolean(), foods: z.array(FoodSchema) });
export type FoodsResponse = z.infer<typeof FoodsResponseSchema>;
export const FoodResponseSchema = z.object({ success: z.boolean(), food: FoodSchema });
export type FoodResponse = z.infer<typeof FoodResponseSchema>;

/** An ingredient as written: grams, or a quantity of one of the food's household measures. */
export const IngredientInputSchema = z
  .strictObject({
    food_id: IdSchema,
    grams: z.number().positive(M.ingredientAmount).max(5000, M.ingredientAmount).optional(),
    measure: z.string().trim().min(1).max(40).optional(),
    quantity: z.number().positive(M.ingredientAmount).max(50, M.ingredientAmount).optional(),
  })
  .refine(
    (item) => (item.grams !== undefined) !== (item.measure !== undefined && item.quantity !== undefined),
    { message: M.ingredientAmount },
  );
export type IngredientInput = z.infer<typeof IngredientInputSchema>;

export const RecipeInputSchema = z.strictObject({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120, M.titleTooLong),
  description: z.string().trim().max(1000, M.descriptionTooLong).default(''),
  servings: z
    .number({ error: M.servingsRange })
    .int(M.servingsRange)
    .min(1, M.servingsRange)
    .max(24, M.servingsRange),
  state: StateSchema.default('solid'),
  minutes: z
    .number()
    .int(M.minutesRange)
    .min(1, M.minutesRange)
    .max(600, M.minutesRange)
    .nullable()
    .default(null),
  ingredients: z
    .array(IngredientInputSchema, { error: M.ingredientsRequired })
    .min(1, M.ingredientsRequired)
    .max(40, M.tooManyIngredients),
  steps: z.array(z.string().trim().min(1).max(600, M.stepTooLong)).max(30, M.stepsTooMany).default([]),
  tags: z
    .array(z.string().trim().min(1, M.tagsInvalid).max(30, M.tagsInvalid))
    .max(8, M.tagsInvalid)
    .default([]),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type RecipeInput = z.input<typeof RecipeInputSchema>;

export const RecipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  servings: z.number().int(),
  minutes: z.number().int().nullable(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  /** Null for the team's recipes. */
  author: z.string().nullable(),
  mine: z.boolean(),
  /** Null, and no seals, for a member who sees no numbers ("sin números"). */
  energy_per_serving: z.number().nullable(),
  seals: z.array(SealSchema),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeSchema = RecipeSummarySchema.extend({
  description: z.string(),
  state: StateSchema,
  steps: z.array(z.string()),
  ingredients: z.array(
    z.object({
      food_id: z.number().int(),
      name: z.string(),
      grams: z.number(),
      measure: z.string().nullable(),
      quantity: z.number().nullable(),
      /** What this ingredient brings, for the table under the recipe. */
      energy_kcal: z.number().nullable(),
    }),
  ),
  nutrition: z
    .object({
      total_grams: z.number(),
      total: NutrientsSchema,
      per_serving: NutrientsSchema,
      per_100: NutrientsSchema,
    })
    .nullable(),
});
export type Recipe = z.infer<typeof RecipeSchema>;
export const RecipeResponseSchema = z.object({ success: z.boolean(), recipe: RecipeSchema });
export type RecipeResponse = z.infer<typeof RecipeResponseSchema>;
export const RecipesResponseSchema = z.object({
  success: z.boolean(),
  recipes: z.array(RecipeSummarySchema),
});
export type RecipesResponse = z.infer<typeof RecipesResponseSchema>;

/** An import of the foods table and its report (GET /api/admin/foods/imports/{id}). */
export const FoodImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['vitalia', 'fdc']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0 to 1: how much of the uploaded bytes the job has read. */
  progress: z.number(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The first refused rows (up to 200), each with its file, line and what is wrong, in Spanish. */
  problems: z.array(z.object({ file: z.string(), line: z.number().int(), errors: z.array(z.string()) })),
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type FoodImport = z.infer<typeof FoodImportSchema>;
export const FoodImportResponseSchema = z.object({ success: z.boolean(), import: FoodImportSchema });
export type FoodImportResponse = z.infer<typeof FoodImportResponseSchema>;
