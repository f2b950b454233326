import type { HouseholdMeasure } from '@vitalia/shared/foods';
import { NUTRIENT_KEYS, type FoodState, type Nutrients } from '@vitalia/shared/nutrition-rules';

/** Our own CSV's columns, in order (the seed is written in it; an admin's import may use it too). */
export const FOOD_CSV_COLUMNS = [
  'id',
  'nombre',
  'sinonimos',
  'categoria',
  'estado',
  'energia_kcal',
  'proteinas_g',
  'grasas_g',
  'grasas_saturadas_g',
  'carbohidratos_g',
  'azucares_g',
  'fibra_g',
  'sodio_mg',
  'medidas',
] as const;

const NUTRIENT_COLUMNS: Record<(typeof NUTRIENT_KEYS)[number], (typeof FOOD_CSV_COLUMNS)[number]> = {
  energy_kcal: 'energia_kcal',
  protein_g: 'proteinas_g',
  fat_g: 'grasas_g',
  saturated_fat_g: 'grasas_saturadas_g',
  carbohydrate_g: 'carbohidratos_g',
  sugars_g: 'azucares_g',
  fiber_g: 'fibra_g',
  sodium_mg: 'sodio_mg',
};

/** Upper bounds per 100 g that no food passes (salt's sodium is 38,758 mg): a typo, not a food. */
const MAX_PER_100: Record<(typeof NUTRIENT_KEYS)[number], number> = {
  energy_kcal: 900,
  protein_g: 100,
  fat_g: 100,
  saturated_fat_g: 100,
  carbohydrate_g: 100,
  sugars_g: 100,
  fiber_g: 100,
  sodium_mg: 40_000,
};

export interface FoodRecord {
  sourceId: string;
  name: string;
  synonyms: string[];
  category: string;
  state: FoodState;
  nutrients: Nutrients;
  measures: HouseholdMeasure[];
}

export type ParsedRow = { ok: true; food: FoodRecord } | { ok: false; errors: string[] };

const list = (value: string) =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

/** A decimal written with a point or a Chilean comma ("14,7"); empty is 0 (the source did not measure it). */
function figure(value: string | undefined): number | null {
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * One row of our CSV, checked: every problem named in Spanish (the import's report lists them per row),
 * nothing half-read. Ranges are per 100 g and exclude what no food has.
 */
export function parseFoodRow(row: Record<string, string | undefined>): ParsedRow {
  const errors: string[] = [];
  const sourceId = (row.id ?? '').trim();
  const name = (row.nombre ?? '').trim();
  const category = (row.categoria ?? '').trim();
  if (!/^[\w.-]{1,60}$/u.test(sourceId)) errors.push('id: falta o tiene caracteres no permitidos.');
  if (name.length < 2 || name.length > 120) errors.push('nombre: debe tener entre 2 y 120 caracteres.');
  if (category.length < 2 || category.length > 40)
    errors.push('categoria: debe tener entre 2 y 40 caracteres.');
  const stateText = (row.estado ?? 'solido').trim().toLowerCase();
  const state: FoodState | null =
    stateText === 'solido' || stateText === 'sólido' || stateText === ''
      ? 'solid'
      : stateText === 'liquido' || stateText === 'líquido'
        ? 'liquid'
        : null;
  if (!state) errors.push('estado: debe ser "solido" o "liquido".');
  const nutrients = {} as Nutrients;
  for (const key of NUTRIENT_KEYS) {
    const column = NUTRIENT_COLUMNS[key];
    const value = figure(row[column]);
    if (value === null || value < 0 || value > MAX_PER_100[key])
      errors.push(`${column}: debe ser un número entre 0 y ${MAX_PER_100[key]} por 100 g.`);
    else nutrients[key] = value;
  }
  const measures: HouseholdMeasure[] = [];
  for (const item of list(row.medidas ?? '')) {
    const [label, grams] = item.split('=');
    const weight = figure(grams);
    if (!label?.trim() || label.trim().length > 40 || weight === null || weight <= 0 || weight > 5000)
      errors.push(`medidas: "${item.slice(0, 40)}" debe escribirse como "1 taza=160".`);
    else measures.push({ label: label.trim(), grams: weight });
  }
  const synonyms = list(row.sinonimos ?? '');
  if (synonyms.length > 12 || synonyms.some((synonym) => synonym.length > 60))
    errors.push('sinonimos: hasta 12, de hasta 60 caracteres, separados por "|".');
  if (errors.length > 0 || !state) return { ok: false, errors };
  return { ok: true, food: { sourceId, name, synonyms, category, state, nutrients, measures } };
}
