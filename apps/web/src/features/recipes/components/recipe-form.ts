import { RecipeInputSchema, type Food, type RecipeInput } from '@vitalia/shared/foods';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { recipeNutrition, sealsFor, type FoodState } from '@vitalia/shared/nutrition-rules';

/** One ingredient as the form holds it: the food she picked, "g" or one of its measures, and how much. */
export interface IngredientRow {
  food: Food | null;
  unit: string;
  amount: string;
}

export interface RecipeFormValues {
  title: string;
  description: string;
  servings: string;
  minutes: string;
  state: FoodState;
  ingredients: IngredientRow[];
  steps: string;
  tags: string;
  publish: boolean;
}

export const GRAMS = 'g';
export const emptyIngredient = (): IngredientRow => ({ food: null, unit: GRAMS, amount: '' });
export const emptyRecipe = (): RecipeFormValues => ({
  title: '',
  description: '',
  servings: '2',
  minutes: '',
  state: 'solid',
  ingredients: [emptyIngredient()],
  steps: '',
  tags: '',
  publish: false,
});

/** "1,5" as written in Chile, or "1.5". NaN when it is not a number (the schema then says why). */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const gramsOf = (row: IngredientRow): number => {
  if (!row.food) return 0;
  const amount = number(row.amount);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (row.unit === GRAMS) return amount;
  return (row.food.measures.find((measure) => measure.label === row.unit)?.grams ?? 0) * amount;
};

/** What the server receives: the shared schema's shape. */
export function toRecipeInput(values: RecipeFormValues): RecipeInput {
  return {
    title: values.title,
    description: values.description,
    servings: number(values.servings),
    state: values.state,
    minutes: values.minutes.trim() === '' ? null : number(values.minutes),
    ingredients: values.ingredients.map((row) =>
      row.unit === GRAMS
        ? { food_id: row.food?.id ?? 0, grams: number(row.amount) }
        : { food_id: row.food?.id ?? 0, measure: row.unit, quantity: number(row.amount) },
    ),
    steps: values.steps
      .split('\n')
      .map((step) => step.trim())
      .filter(Boolean),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    status: values.publish ? 'published' : 'draft',
  };
}

/** The shared schema's verdict as form fields: "ingredients.0.amount", "title"… (the first per field). */
export function formErrors(values: RecipeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.ingredients.forEach((row, index) => {
    if (!row.food) errors[`ingredients.${index}.food`] = M.ingredientFood;
  });
  const parsed = RecipeInputSchema.safeParse(toRecipeInput(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [field, index, part] = issue.path.map(String);
    const name =
      field === 'ingredients' && index !== undefined
        ? `ingredients.${index}.${part === 'food_id' ? 'food' : 'amount'}`
        : (field ?? 'title');
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The figures as she types: the same arithmetic and seals the server answers with. */
export function liveFigures(values: RecipeFormValues) {
  const servings = number(values.servings);
  const nutrition = recipeNutrition(
    values.ingredients
      // Staff write recipes, and staff always receive the figures ("sin números" is for members).
      .flatMap((row) => (row.food?.per_100 ? [{ grams: gramsOf(row), per100: row.food.per_100 }] : [])),
    Number.isInteger(servings) && servings > 0 ? servings : 1,
  );
  return { nutrition, seals: nutrition.total_grams > 0 ? sealsFor(nutrition.per_100, values.state) : [] };
}
