/**
 * Nutrition arithmetic and the "ALTO EN" reference seals (issue 47), shared by the server (what it stores
 * and answers) and the browser (what a form shows while she types).
 */

/** Per 100 g (or 100 ml for a liquid): the eight figures of a Chilean nutrition label. */
export const NUTRIENT_KEYS = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fiber_g',
  'sodium_mg',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type Nutrients = Record<NutrientKey, number>;

/** How each figure is named and measured on a screen. */
export const NUTRIENT_LABELS: Record<NutrientKey, { label: string; unit: 'kcal' | 'g' | 'mg' }> = {
  energy_kcal: { label: 'Energía', unit: 'kcal' },
  protein_g: { label: 'Proteínas', unit: 'g' },
  fat_g: { label: 'Grasas totales', unit: 'g' },
  saturated_fat_g: { label: 'Grasas saturadas', unit: 'g' },
  carbohydrate_g: { label: 'Hidratos de carbono', unit: 'g' },
  sugars_g: { label: 'Azúcares totales', unit: 'g' },
  fiber_g: { label: 'Fibra dietética', unit: 'g' },
  sodium_mg: { label: 'Sodio', unit: 'mg' },
};

export type FoodState = 'solid' | 'liquid';

/**
 * The eight figures, each from `figure`, written as one literal. A plan's week adds up hundreds of these per
 * answer; `Object.fromEntries` over the keys took ~6 times as long (0.21 against 0.035 ms for a week's 105
 * items, measured here) and made eight arrays of garbage each time.
 */
export const eachNutrient = (figure: (key: NutrientKey) => number): Nutrients => ({
  energy_kcal: figure('energy_kcal'),
  protein_g: figure('protein_g'),
  fat_g: figure('fat_g'),
  saturated_fat_g: figure('saturated_fat_g'),
  carbohydrate_g: figure('carbohydrate_g'),
  sugars_g: figure('sugars_g'),
  fiber_g: figure('fiber_g'),
  sodium_mg: figure('sodium_mg'),
});

export const zeroNutrients = (): Nutrients => eachNutrient(() => 0);

/** Figures shown and compared with two decimals: float noise (275.0000001) is not a seal. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** What `grams` of a food with these figures per 100 g give. */
export function nutrientsOf(per100: Nutrients, grams: number): Nutrients {
  return eachNutrient((key) => (per100[key] * grams) / 100);
}

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return eachNutrient((key) => a[key] + b[key]);
}

export function roundNutrients(values: Nutrients): Nutrients {
  return eachNutrient((key) => rounded(values[key]));
}

export interface RecipeNutrition {
  total_grams: number;
  total: Nutrients;
  per_serving: Nutrients;
  /** Per 100 g of the cooked-as-written recipe (no water loss assumed): what the seals read. */
  per_100: Nutrients;
}

/** A recipe's figures from its ingredients: the total is their sum, each share of it divides that sum. */
export function recipeNutrition(
  ingredients: readonly { grams: number; per100: Nutrients }[],
  servings: number,
): RecipeNutrition {
  let total = zeroNutrients();
  let grams = 0;
  for (const ingredient of ingredients) {
    total = addNutrients(total, nutrientsOf(ingredient.per100, ingredient.grams));
    grams += ingredient.grams;
  }
  const share = (divisor: number) =>
    roundNutrients(eachNutrient((key) => (divisor > 0 ? total[key] / divisor : 0)));
  return {
    total_grams: rounded(grams),
    total: roundNutrients(total),
    per_serving: share(Math.max(1, servings)),
    per_100: share(grams / 100),
  };
}

/**
 * Ley 20.606's final limits (Decreto 13/2015, in force since 2019), per 100 g of a solid or 100 ml of a
 * liquid. A seal only when the value is above the limit: exactly 275 kcal is no seal.
 */
export const SEAL_LIMITS: Record<FoodState, Record<SealKey, number>> = {
  solid: { energy_kcal: 275, sugars_g: 10, saturated_fat_g: 4, sodium_mg: 400 },
  liquid: { energy_kcal: 70, sugars_g: 5, saturated_fat_g: 3, sodium_mg: 100 },
};

export const SEAL_KEYS = ['energy_kcal', 'sugars_g', 'saturated_fat_g', 'sodium_mg'] as const;
export type SealKey = (typeof SEAL_KEYS)[number];

/** The octagon's words, as the law draws them. */
export const SEAL_LABELS: Record<SealKey, { high: string; what: string }> = {
  energy_kcal: { high: 'ALTO EN', what: 'CALORÍAS' },
  sugars_g: { high: 'ALTO EN', what: 'AZÚCARES' },
  saturated_fat_g: { high: 'ALTO EN', what: 'GRASAS SATURADAS' },
  sodium_mg: { high: 'ALTO EN', what: 'SODIO' },
};

/** Always beside the seals: they are a guide here, not the legal label of a packaged food. */
export const SEAL_DISCLAIMER = 'Indicador referencial: los sellos legales se aplican a alimentos envasados';

/** The seals a food or recipe would carry, in the law's order. */
export function sealsFor(per100: Pick<Nutrients, SealKey>, state: FoodState): SealKey[] {
  const limits = SEAL_LIMITS[state];
  return SEAL_KEYS.filter((key) => rounded(per100[key]) > limits[key]);
}
