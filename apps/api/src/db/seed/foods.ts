import { parse } from 'csv-parse/sync';
import type { Db } from '../client';
import { parseFoodRow, type FoodRecord } from '../../plugins/app/foods/food-csv';
import { foodsRepository } from '../../plugins/app/foods/foods-repository';
import { SEED_FOOD_LICENCE, SEED_FOOD_SOURCE, SEED_FOODS_CSV } from './foods-cl';

/** The seed's foods, checked by the same rules as an admin's import: a bad row here fails every start. */
export function seedFoodRecords(): FoodRecord[] {
  const rows = parse(SEED_FOODS_CSV, { columns: true, skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
  return rows.map((row, index) => {
    const parsed = parseFoodRow(row);
    if (!parsed.ok) throw new Error(`seed food row ${index + 2}: ${parsed.errors.join(' ')}`);
    return parsed.food;
  });
}

/** Every instance, production included, starts with the foods (issue 47); later edits are kept. */
export async function seedFoods(db: Db): Promise<void> {
  await foodsRepository(db).insertMissing(seedFoodRecords(), {
    sourceKey: 'vitalia-semilla',
    source: SEED_FOOD_SOURCE,
    licence: SEED_FOOD_LICENCE,
  });
}
