import { z } from 'zod';
import { IdSchema, JsonIdSchema } from './api';
import { MEAL_PLAN_MESSAGES as M } from './messages/meal-plans';
import { NUTRIENT_KEYS, type Nutrients } from './nutrition-rules';

/** The Chilean day's meals, in order ("once" is the evening tea). */
export const MEALS = ['desayuno', 'colacion', 'almuerzo', 'once', 'cena'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<Meal, string> = {
  desayuno: 'Desayuno',
  colacion: 'Colación',
  almuerzo: 'Almuerzo',
  once: 'Once',
  cena: 'Cena',
};
export const WEEKDAY_LABELS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/**
 * One thing to eat: a food's grams (as a quantity of its measure, or grams), or a recipe's servings. Foods
 * are tried first because most items are foods: a union tries its branches in order.
 */
export const PlanItemSchema = z.union([
  z.strictObject({
    food_id: JsonIdSchema,
    grams: z.number().positive(M.amount).max(3000, M.amount).optional(),
    measure: z.string().trim().min(1).max(40).optional(),
    quantity: z.number().positive(M.amount).max(50, M.amount).optional(),
  }),
  z.strictObject({
    recipe_id: JsonIdSchema,
    servings: z.number().positive(M.amount).max(10, M.amount).default(1),
  }),
]);
export type PlanItemInput = z.infer<typeof PlanItemSchema>;

/** A meal's options: the first is the plan, the others its "o" alternatives (not counted in the totals). */
export const PlanMealSchema = z.strictObject({
  meal: z.enum(MEALS),
  options: z
    .array(z.array(PlanItemSchema).min(1, M.optionEmpty).max(8, M.tooManyItems))
    .min(1, M.optionEmpty)
    .max(3, M.tooManyOptions),
});

export const PlanDaySchema = z.strictObject({
  day: z.number().int().min(1, M.day).max(7, M.day),
  meals: z.array(PlanMealSchema).max(MEALS.length),
});

/** Daily targets; protein as grams per kilo of her last weight. Any may be left out. */
export const TargetsSchema = z.strictObject({
  energy_kcal: z.number().min(800, M.target).max(5000, M.target).nullable().default(null),
  protein_g_per_kg: z.number().min(0.5, M.target).max(3, M.target).nullable().default(null),
  carbohydrate_g: z.number().min(20, M.target).max(800, M.target).nullable().default(null),
  fat_g: z.number().min(10, M.target).max(300, M.target).nullable().default(null),
  fiber_g: z.number().min(5, M.target).max(100, M.target).nullable().default(null),
  sodium_mg: z.number().min(200, M.target).max(6000, M.target).nullable().default(null),
});
export type Targets = z.infer<typeof TargetsSchema>;

export const MealPlanInputSchema = z.strictObject({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120, M.titleTooLong),
  targets: TargetsSchema.default(TargetsSchema.parse({})),
  days: z
    .array(PlanDaySchema)
    .min(1, M.daysRequired)
    .max(7, M.daysRequired)
    .refine((days) => new Set(days.map((day) => day.day)).size === days.length, M.dayTwice),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type MealPlanInput = z.input<typeof MealPlanInputSchema>;
export type MealPlanBody = z.output<typeof MealPlanInputSchema>;

/** The page's id for one "Crear plan" press: a double click or a retry makes one plan, not two. */
const ClientIdSchema = z.uuid({ error: M.clientId }).optional();

/** POST /api/trainer/clients/{memberId}/meal-plans: a new plan, or one made from a template. */
export const CreateMealPlanSchema = z.union([
  MealPlanInputSchema.extend({ client_id: ClientIdSchema }),
  z.strictObject({
    template_id: IdSchema,
    status: z.enum(['draft', 'published']).default('draft'),
    client_id: ClientIdSchema,
  }),
]);

/** A day's goals in grams and kilocalories: the targets, with protein made grams from her last weight. */
export const GOAL_KEYS = [
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'fat_g',
  'fiber_g',
  'sodium_mg',
] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
export const DailyGoalsSchema = z.object(
  Object.fromEntries(GOAL_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    GoalKey,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type DailyGoals = z.infer<typeof DailyGoalsSchema>;

/**
 * Targets as amounts: protein g/kg × her last weight (no weight, no protein goal); the others as written.
 * Rounded to whole units: a goal is a guide, not a decimal.
 */
export function dailyGoals(targets: Targets, weightKg: number | null): DailyGoals {
  const whole = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    energy_kcal: whole(targets.energy_kcal),
    protein_g:
      targets.protein_g_per_kg !== null && weightKg !== null
        ? whole(targets.protein_g_per_kg * weightKg)
        : null,
    carbohydrate_g: whole(targets.carbohydrate_g),
    fat_g: whole(targets.fat_g),
    fiber_g: whole(targets.fiber_g),
    sodium_mg: whole(targets.sodium_mg),
  };
}

/** How far a day's total may stray from its goal and still be on it. */
export const GOAL_TOLERANCE = 0.1;
export type GoalStatus = 'none' | 'under' | 'on' | 'over';

/**
 * A day's total against its goal: within ±10 % is on it. Sodium is a ceiling (less is never "under") and
 * fibre a floor (more is never "over"), as the Guías Alimentarias read them.
 */
export function goalStatus(key: GoalKey, total: number, goal: number | null): GoalStatus {
  if (goal === null) return 'none';
  const low = goal * (1 - GOAL_TOLERANCE);
  const high = goal * (1 + GOAL_TOLERANCE);
  if (key === 'sodium_mg') return total > high ? 'over' : 'on';
  if (key === 'fiber_g') return total < low ? 'under' : 'on';
  if (total < low) return 'under';
  if (total > high) return 'over';
  return 'on';
}

const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number()])) as Record<keyof Nutrients, z.ZodNumber>,
);

export const ShownItemSchema = z.object({
  kind: z.enum(['recipe', 'food']),
  id: z.number().int(),
  name: z.string(),
  /** "1 porción", "2 tazas (320 g)", "100 g". */
  amount: z.string(),
  grams: z.number(),
  /** Null for a member who sees no numbers ("sin números"). */
  energy_kcal: z.number().nullable(),
});
export const MealPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  member_id: z.number().int().nullable(),
  professional: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  version: z.number().int(),
  template: z.boolean(),
  published_at: z.string().nullable(),
  /** "Sin números": no targets, goals, weight, totals or kilocalories reach a member who hides them. */
  numbers_hidden: z.boolean(),
  targets: TargetsSchema.nullable(),
  /** The targets as amounts for her (protein from her last weight, which is given too). */
  goals: DailyGoalsSchema.nullable(),
  weight_kg: z.number().nullable(),
  /** The days as written (ids and amounts), for the editor. */
  source_days: z.array(PlanDaySchema),
  days: z.array(
    z.object({
      day: z.number().int(),
      label: z.string(),
      meals: z.array(
        z.object({
          meal: z.enum(MEALS),
          label: z.string(),
          options: z.array(z.array(ShownItemSchema)),
        }),
      ),
      /** The day's first options summed (alternatives are not counted); null without numbers. */
      totals: NutrientsSchema.nullable(),
    }),
  ),
});
export type MealPlan = z.infer<typeof MealPlanSchema>;
export const MealPlanResponseSchema = z.object({ success: z.boolean(), plan: MealPlanSchema });
export type MealPlanResponse = z.infer<typeof MealPlanResponseSchema>;
export const CurrentMealPlanResponseSchema = z.object({
  success: z.boolean(),
  plan: MealPlanSchema.nullable(),
  /**
   * A plan was published for her but her plan does not open it (Prime or a paid consultation): who made it,
   * for "Camila publicó tu plan", and nothing of the plan itself.
   */
  locked: z.object({ professional: z.string() }).nullable(),
});
export type CurrentMealPlanResponse = z.infer<typeof CurrentMealPlanResponseSchema>;

export const ShoppingListSchema = z.object({
  plan_id: z.number().int(),
  aisles: z.array(
    z.object({
      aisle: z.string(),
      items: z.array(
        z.object({
          food_id: z.number().int(),
          name: z.string(),
          grams: z.number(),
          /** In her kitchen's words: "3 unidades medianas (450 g)". */
          amount: z.string(),
          checked: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
export const ShoppingListResponseSchema = z.object({ success: z.boolean(), list: ShoppingListSchema });
export type ShoppingListResponse = z.infer<typeof ShoppingListResponseSchema>;
export const TickSchema = z.strictObject({ checked: z.boolean() });

/** A plan in a list: the professional's templates, or one client's plans. */
export const MealPlanSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  version: z.number().int(),
  template: z.boolean(),
  days: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type MealPlanSummary = z.infer<typeof MealPlanSummarySchema>;
export const MealPlanSummariesResponseSchema = z.object({
  success: z.boolean(),
  plans: z.array(MealPlanSummarySchema),
});
export type MealPlanSummariesResponse = z.infer<typeof MealPlanSummariesResponseSchema>;

/** POST /api/trainer/meal-plans/preview: the editor's figures while she writes (nothing is saved). */
export const MealPlanPreviewSchema = z.strictObject({
  member_id: IdSchema.optional(),
  targets: TargetsSchema.default(TargetsSchema.parse({})),
  days: z.array(PlanDaySchema).max(7, M.daysRequired),
});
export type MealPlanPreviewInput = z.input<typeof MealPlanPreviewSchema>;
export type MealPlanPreviewBody = z.output<typeof MealPlanPreviewSchema>;
export const MealPlanPreviewResponseSchema = z.object({
  success: z.boolean(),
  days: MealPlanSchema.shape.days,
  goals: DailyGoalsSchema,
  weight_kg: z.number().nullable(),
});
export type MealPlanPreviewResponse = z.infer<typeof MealPlanPreviewResponseSchema>;

/** "Sin números" (issue 47): calories and macros hidden everywhere for her. */
export const NumbersSettingInputSchema = z.strictObject({
  hidden: z.boolean({ error: M.numbersHiddenRequired }),
});
export const NumbersSettingSchema = z.object({
  hidden: z.boolean(),
  /** Who hid them: what her professional set, only a professional undoes. */
  set_by: z.enum(['member', 'professional']).nullable(),
});
export type NumbersSetting = z.infer<typeof NumbersSettingSchema>;
export const NumbersSettingResponseSchema = z.object({ success: z.boolean(), setting: NumbersSettingSchema });
export type NumbersSettingResponse = z.infer<typeof NumbersSettingResponseSchema>;
