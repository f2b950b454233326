import { GOAL_KEYS, goalStatus, type DailyGoals, type GoalStatus } from '@vitalia/shared/meal-plans';
import { NUTRIENT_LABELS, type Nutrients } from '@vitalia/shared/nutrition-rules';
import { formatCount, formatDecimal } from '@/utils/format';

const STATUS: Record<GoalStatus, { text: string; className: string }> = {
  none: { text: 'Sin meta', className: 'text-gray-600' },
  on: { text: 'En la meta', className: 'text-brand-800' },
  under: { text: 'Bajo la meta', className: 'text-amber-800' },
  over: { text: 'Sobre la meta', className: 'text-red-700' },
};

/**
 * The day's totals (first options only) against her goals, as a table a screen reader reads row by row;
 * the status is written, never only a colour.
 */
export function DayGoals({
  dayLabel,
  totals,
  goals,
  weightKg,
  proteinPerKg,
  updating,
}: {
  dayLabel: string;
  totals: Nutrients | undefined;
  goals: DailyGoals | undefined;
  weightKg: number | null | undefined;
  proteinPerKg: boolean;
  updating: boolean;
}) {
  return (
    <section aria-labelledby="day-goals" className="card space-y-2" aria-busy={updating}>
      <h2 id="day-goals" className="text-lg font-semibold text-gray-900">
        Totales del {dayLabel}
      </h2>
      <p className="text-sm text-gray-600">
        Solo la primera opción de cada comida suma. Valores referenciales.
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-gray-600">
            <th scope="col" className="py-1 font-medium">
              Nutriente
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              Plan
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              Meta
            </th>
            <th scope="col" className="py-1 pl-2 font-medium">
              Estado
            </th>
          </tr>
        </thead>
        <tbody>
          {GOAL_KEYS.map((key) => {
            const { label, unit } = NUTRIENT_LABELS[key];
            const total = totals?.[key] ?? 0;
            const goal = goals?.[key] ?? null;
            const status = STATUS[goalStatus(key, total, goal)];
            return (
              <tr key={key} className="border-t border-gray-100">
                <th scope="row" className="py-1.5 text-left font-normal text-gray-900">
                  {label}
                </th>
                <td className="whitespace-nowrap py-1.5 text-right tabular-nums">
                  {formatCount(Math.round(total))} {unit}
                </td>
                <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums text-gray-700">
                  {goal === null ? '—' : `${formatCount(goal)} ${unit}`}
                </td>
                <td className={`py-1.5 pl-2 ${status.className}`}>{status.text}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {proteinPerKg && (weightKg ?? null) === null ? (
        <p className="text-sm text-amber-800">
          Sin un peso registrado no podemos calcular la meta de proteínas por kilo.
        </p>
      ) : weightKg ? (
        <p className="text-sm text-gray-600">
          Meta de proteínas según su último peso: {formatDecimal(weightKg)} kg.
        </p>
      ) : null}
    </section>
  );
}
