import {
  NUTRIENT_KEYS,
  NUTRIENT_LABELS,
  type FoodState,
  type Nutrients,
} from '@vitalia/shared/nutrition-rules';
import { formatDecimal } from '@/utils/format';

/** "Información nutricional" as a table: per serving and per 100 g (or 100 ml), values "referenciales". */
export function NutritionTable({
  perServing,
  per100,
  state,
  caption = 'Información nutricional (valores referenciales)',
}: {
  perServing: Nutrients;
  per100: Nutrients;
  state: FoodState;
  caption?: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold text-gray-900">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left text-gray-600">
          <th scope="col" className="py-1 font-medium">
            Nutriente
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Por porción
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {state === 'liquid' ? 'Por 100 ml' : 'Por 100 g'}
          </th>
        </tr>
      </thead>
      <tbody>
        {NUTRIENT_KEYS.map((key) => (
          <tr key={key} className="border-b border-gray-100">
            <th scope="row" className="py-1 text-left font-normal text-gray-800">
              {NUTRIENT_LABELS[key].label} ({NUTRIENT_LABELS[key].unit})
            </th>
            <td className="py-1 text-right tabular-nums">{formatDecimal(perServing[key])}</td>
            <td className="py-1 text-right tabular-nums">{formatDecimal(per100[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
