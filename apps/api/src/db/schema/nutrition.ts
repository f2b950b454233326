import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HouseholdMeasure } from '@vitalia/shared/foods';
import type { MealPlanBody, Targets } from '@vitalia/shared/meal-plans';
import { trainers } from './catalog';
import { users } from './users';

/** A figure per 100 g (or 100 ml), never negative. */
const per100 = (name: string) => doublePrecision(name).notNull().default(0);

/**
 * Foods with Chilean names and synonyms, per 100 g (or 100 ml when `state` is liquid), and household
 * measures with their grams (issue 47). Each row names where its figures come from and under what licence:
 * the seed's are USDA FoodData Central's (public domain); an admin's import upserts by (source, source_id).
 * `search_names` (migration 0046) is the unaccented name and synonyms that the trigram index serves.
 */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text('state', { enum: ['solid', 'liquid'] })
      .notNull()
      .default('solid'),
    /** Groups the shopping list by aisle (frutas, verduras, lácteos…). */
    category: text('category').notNull(),
    energyKcal: per100('energy_kcal'),
    proteinG: per100('protein_g'),
    fatG: per100('fat_g'),
    saturatedFatG: per100('saturated_fat_g'),
    carbohydrateG: per100('carbohydrate_g'),
    sugarsG: per100('sugars_g'),
    fiberG: per100('fiber_g'),
    sodiumMg: per100('sodium_mg'),
    measures: jsonb('measures').$type<HouseholdMeasure[]>().notNull().default([]),
    /** Where the figures come from ("USDA FoodData Central, SR Legacy"), shown with every food. */
    source: text('source').notNull(),
    /** The import's key for a source ('vitalia-semilla', 'fdc', 'csv'), with the row's id in it. */
    sourceKey: text('source_key').notNull(),
    sourceId: text('source_id').notNull(),
    licence: text('licence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('foods_source_idx').on(table.sourceKey, table.sourceId),
    check(
      'foods_figures_check',
      sql`${table.energyKcal} >= 0 and ${table.proteinG} >= 0 and ${table.fatG} >= 0
        and ${table.saturatedFatG} >= 0 and ${table.carbohydrateG} >= 0 and ${table.sugarsG} >= 0
        and ${table.fiberG} >= 0 and ${table.sodiumMg} >= 0`,
    ),
  ],
);

/**
 * A recipe (issue 47): its ingredients give its figures (computed on reading, never stored twice). The
 * team's when `trainer_id` is null; a professional's own otherwise. Members read published ones.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    servings: integer('servings').notNull(),
    state: text('state', { enum: ['solid', 'liquid'] })
      .notNull()
      .default('solid'),
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minutes: integer('minutes'),
    photoPath: text('photo_path'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recipes_trainer_idx').on(table.trainerId, table.id),
    index('recipes_status_title_idx').on(table.status, table.title),
    check('recipes_servings_check', sql`${table.servings} between 1 and 24`),
  ],
);

/** One ingredient: a food and its grams (as written: a household measure times a quantity, or grams). */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'restrict' }),
    grams: doublePrecision('grams').notNull(),
    /** "1 taza" when she wrote it so; null when she wrote grams. */
    measure: text('measure'),
    quantity: doublePrecision('quantity'),
  },
  (table) => [
    uniqueIndex('recipe_ingredients_position_idx').on(table.recipeId, table.position),
    index('recipe_ingredients_food_idx').on(table.foodId),
    check('recipe_ingredients_grams_check', sql`${table.grams} > 0`),
  ],
);

/** One file of an import, as stored: which of the release's files it is, where, how big. */
export interface FoodImportFile {
  role: 'vitalia' | 'food' | 'food_nutrient' | 'nutrient' | 'food_portion';
  key: string;
  size: number;
}

/** A row the import refused, and why (in Spanish): the first ones, for the admin's report. */
export interface FoodImportProblem {
  file: string;
  line: number;
  errors: string[];
}

/**
 * An admin's import of foods (issue 47): our CSV or the FoodData Central release, stored first and read by
 * a job as a stream; its progress and report are read back by the admin's page.
 */
export const foodImports = pgTable('food_imports', {
  id: serial('id').primaryKey(),
  adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['vitalia', 'fdc'] }).notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  files: jsonb('files').$type<FoodImportFile[]>().notNull(),
  bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull(),
  bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  inserted: integer('inserted').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  problems: jsonb('problems').$type<FoodImportProblem[]>().notNull().default([]),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * A weekly meal plan (issue 47): a client's (`member_id`) or a professional's template. Its days are one
 * document checked by the shared schema; figures come from the foods and recipes on reading. A published
 * plan is never edited: a change makes the next version and archives this one, which stays readable.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    version: integer('version').notNull().default(1),
    previousId: integer('previous_id'),
    isTemplate: boolean('is_template').notNull().default(false),
    targets: jsonb('targets').$type<Targets>().notNull(),
    days: jsonb('days').$type<MealPlanBody['days']>().notNull(),
    /** The page's id for one "Crear plan": a retried or doubled press finds the plan it made. */
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('meal_plans_member_idx').on(table.memberId, table.status, table.id),
    index('meal_plans_trainer_idx').on(table.trainerId, table.isTemplate, table.id),
    uniqueIndex('meal_plans_client_idx').on(table.trainerId, table.clientId),
  ],
);

/** What she ticked on a plan's shopping list: it stays ticked on her phone and her laptop. */
export const shoppingListTicks = pgTable(
  'shopping_list_ticks',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.foodId] })],
);

/**
 * "Sin números" (issue 47): calories and macros hidden everywhere for her, set by her or by her professional
 * (eating-disorder care). No row: she sees them. What her professional set, only a professional unsets.
 */
export const nutritionNumbersHidden = pgTable('nutrition_numbers_hidden', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  setBy: text('set_by', { enum: ['member', 'professional'] }).notNull(),
  setByUserId: integer('set_by_user_id'),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
