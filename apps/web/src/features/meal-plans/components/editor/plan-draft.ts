import {
  MEALS,
  type Meal,
  type MealPlan,
  type MealPlanInput,
  type PlanItemInput,
  type Targets,
} from '@vitalia/shared/meal-plans';

/** One thing to eat as the editor holds it: what the server stores, and how the page names it. */
export interface DraftItem {
  key: string;
  input: PlanItemInput;
  name: string;
  /** "g", "porciones" or a household measure ("1 taza"). */
  unit: string;
}

/** A meal's options: the first is the plan, the others its «o» alternatives. */
export type DraftOptions = DraftItem[][];
export type DraftDay = Partial<Record<Meal, DraftOptions>>;
export type TargetKey = keyof Targets;

export interface PlanDraft {
  title: string;
  /** As typed (a comma is a decimal point): parsed when saved. */
  targets: Record<TargetKey, string>;
  /** Day 1 (lunes) to 7 (domingo). */
  days: Record<number, DraftDay>;
}

export const TARGET_FIELDS: { key: TargetKey; label: string; unit: string }[] = [
  { key: 'energy_kcal', label: 'Energía', unit: 'kcal' },
  { key: 'protein_g_per_kg', label: 'Proteínas', unit: 'g/kg de peso' },
  { key: 'carbohydrate_g', label: 'Hidratos de carbono', unit: 'g' },
  { key: 'fat_g', label: 'Grasas', unit: 'g' },
  { key: 'fiber_g', label: 'Fibra', unit: 'g' },
  { key: 'sodium_mg', label: 'Sodio', unit: 'mg' },
];

export const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export function emptyDraft(): PlanDraft {
  return {
    title: '',
    targets: Object.fromEntries(TARGET_FIELDS.map(({ key }) => [key, ''])) as PlanDraft['targets'],
    days: Object.fromEntries(WEEK.map((day) => [day, {}])),
  };
}

const unitOf = (input: PlanItemInput) =>
  'recipe_id' in input ? 'porciones' : input.measure !== undefined ? input.measure : 'g';

/** A saved plan back in the editor: its days as written, named from what the server showed. */
export function draftFromPlan(plan: MealPlan): PlanDraft {
  const names = new Map<string, string>();
  for (const day of plan.days)
    for (const meal of day.meals)
      for (const item of meal.options.flat()) names.set(`${item.kind}:${item.id}`, item.name);
  const draft = emptyDraft();
  draft.title = plan.title;
  for (const field of TARGET_FIELDS) {
    const value = plan.targets?.[field.key] ?? null;
    draft.targets[field.key] = value === null ? '' : String(value).replace('.', ',');
  }
  for (const day of plan.source_days) {
    const meals: DraftDay = {};
    for (const meal of day.meals)
      meals[meal.meal] = meal.options.map((option) =>
        option.map((input) => {
          const ref = 'recipe_id' in input ? `recipe:${input.recipe_id}` : `food:${input.food_id}`;
          return {
            key: newKey(),
            input,
            name: names.get(ref) ?? 'Ya no está disponible',
            unit: unitOf(input),
          };
        }),
      );
    draft.days[day.day] = meals;
  }
  return draft;
}

/** What she picked, made an item: a recipe in servings, a food in grams or one of its measures. */
export function newItem(
  picked:
    | { kind: 'recipe'; id: number; name: string; servings: number }
    | { kind: 'food'; id: number; name: string; amount: number; measure: string | null },
): DraftItem {
  const input: PlanItemInput =
    picked.kind === 'recipe'
      ? { recipe_id: picked.id, servings: picked.servings }
      : picked.measure === null
        ? { food_id: picked.id, grams: picked.amount }
        : { food_id: picked.id, measure: picked.measure, quantity: picked.amount };
  return { key: newKey(), input, name: picked.name, unit: unitOf(input) };
}

export const amountOf = (item: DraftItem): number =>
  'recipe_id' in item.input ? item.input.servings : (item.input.quantity ?? item.input.grams ?? 0);

function withAmount(item: DraftItem, amount: number): DraftItem {
  const { input } = item;
  if ('recipe_id' in input) return { ...item, input: { ...input, servings: amount } };
  return {
    ...item,
    input: input.measure !== undefined ? { ...input, quantity: amount } : { ...input, grams: amount },
  };
}

type Where = { day: number; meal: Meal };

function changeMeal(draft: PlanDraft, { day, meal }: Where, change: (options: DraftOptions) => DraftOptions) {
  const options = change(draft.days[day]?.[meal] ?? []).filter((option) => option.length > 0);
  const meals = { ...draft.days[day] };
  if (options.length === 0) delete meals[meal];
  else meals[meal] = options;
  return { ...draft, days: { ...draft.days, [day]: meals } };
}

/** Adds to an option; `option` one past the last makes a new «o» alternative. */
export const addItem = (draft: PlanDraft, where: Where, option: number, item: DraftItem) =>
  changeMeal(draft, where, (options) =>
    option >= options.length
      ? [...options, [item]]
      : options.map((items, index) => (index === option ? [...items, item] : items)),
  );

/** Removes an item; an option left empty goes, and so does a meal with no options. */
export const removeItem = (draft: PlanDraft, where: Where, key: string) =>
  changeMeal(draft, where, (options) => options.map((items) => items.filter((item) => item.key !== key)));

export const setAmount = (draft: PlanDraft, where: Where, key: string, amount: number) =>
  changeMeal(draft, where, (options) =>
    options.map((items) => items.map((item) => (item.key === key ? withAmount(item, amount) : item))),
  );

/** The day's meals copied over each of the others named (their own meals replaced). */
export function copyDay(draft: PlanDraft, from: number, to: number[]): PlanDraft {
  const source = draft.days[from] ?? {};
  const copies = Object.fromEntries(
    to
      .filter((day) => day !== from)
      .map((day) => [
        day,
        Object.fromEntries(
          Object.entries(source).map(([meal, options]) => [
            meal,
            options.map((items) => items.map((item) => ({ ...item, key: newKey() }))),
          ]),
        ),
      ]),
  );
  return { ...draft, days: { ...draft.days, ...copies } };
}

export const mealCount = (draft: PlanDraft, day: number) => Object.keys(draft.days[day] ?? {}).length;

/** The days that have a meal, in week order, their meals in the day's order: what is saved and previewed. */
export function daysOf(draft: PlanDraft): MealPlanInput['days'] {
  return WEEK.filter((day) => mealCount(draft, day) > 0).map((day) => ({
    day,
    meals: MEALS.flatMap((meal) => {
      const options = draft.days[day]?.[meal];
      return options ? [{ meal, options: options.map((items) => items.map((item) => item.input)) }] : [];
    }),
  }));
}

/** "1,2" or "1.2" → 1.2; empty → null; anything else → NaN (the form says so before sending). */
export function parseTarget(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function targetsOf(draft: PlanDraft): Targets {
  return Object.fromEntries(
    TARGET_FIELDS.map(({ key }) => [key, parseTarget(draft.targets[key])]),
  ) as Targets;
}

/** What the page says before sending; the server checks everything again. */
export function draftErrors(draft: PlanDraft): { title?: string; targets?: string; days?: string } {
  const errors: { title?: string; targets?: string; days?: string } = {};
  if (draft.title.trim() === '') errors.title = 'Ponle un nombre al plan.';
  if (Object.values(targetsOf(draft)).some((value) => Number.isNaN(value)))
    errors.targets = 'Escribe las metas solo con números (por ejemplo 1,2).';
  if (daysOf(draft).length === 0) errors.days = 'Agrega al menos una comida a algún día.';
  return errors;
}

export const toInput = (draft: PlanDraft, status: 'draft' | 'published'): MealPlanInput => ({
  title: draft.title.trim(),
  targets: targetsOf(draft),
  days: daysOf(draft),
  status,
});
