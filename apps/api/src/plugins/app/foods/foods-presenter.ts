import type { Food } from '@vitalia/shared/foods';
import { sealsFor, type Nutrients } from '@vitalia/shared/nutrition-rules';
import type { FoodRow } from './foods-repository';

export const nutrientsOfRow = (row: FoodRow): Nutrients => ({
  energy_kcal: row.energyKcal,
  protein_g: row.proteinG,
  fat_g: row.fatG,
  saturated_fat_g: row.saturatedFatG,
  carbohydrate_g: row.carbohydrateG,
  sugars_g: row.sugarsG,
  fiber_g: row.fiberG,
  sodium_mg: row.sodiumMg,
});

export function presentFood(row: FoodRow): Food {
  const per100 = nutrientsOfRow(row);
  return {
    id: row.id,
    name: row.name,
    synonyms: row.synonyms,
    state: row.state,
    category: row.category,
    per_100: per100,
    measures: row.measures,
    source: row.source,
    licence: row.licence,
    seals: sealsFor(per100, row.state),
  };
}
