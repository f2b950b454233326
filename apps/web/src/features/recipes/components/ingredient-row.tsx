import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import type { Food } from '@vitalia/shared/foods';
import { FoodPicker } from './food-picker';
import { GRAMS, type IngredientRow as Row } from './recipe-form';

/** One ingredient: the food (found by name), then grams or one of its household measures and how many. */
export function IngredientRow({
  index,
  row,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: Row;
  errors: { food?: string; amount?: string };
  onChange: (row: Row) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const pick = (food: Food) => onChange({ food, unit: food.measures[0]?.label ?? GRAMS, amount: '1' });
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">Ingrediente {index + 1}</p>
        {onRemove ? (
          <button type="button" className="btn btn-ghost text-sm" onClick={onRemove}>
            <Trash2 aria-hidden className="size-4" /> Quitar
            <span className="sr-only"> el ingrediente {index + 1}</span>
          </button>
        ) : null}
      </div>
      {row.food ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <p className="min-w-40 flex-1 text-gray-900">
            {row.food.name}{' '}
            <button
              type="button"
              className="text-sm text-brand-700 underline"
              onClick={() => onChange({ food: null, unit: GRAMS, amount: '' })}
            >
              Cambiar<span className="sr-only"> el alimento del ingrediente {index + 1}</span>
            </button>
          </p>
          <div>
            <label htmlFor={`${id}-amount`} className="field-label">
              Cantidad
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              className="field-input w-24"
              value={row.amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
              onChange={(event) => onChange({ ...row, amount: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-unit`} className="field-label">
              Medida
            </label>
            <select
              id={`${id}-unit`}
              className="field-input"
              value={row.unit}
              onChange={(event) => onChange({ ...row, unit: event.target.value })}
            >
              {row.food.measures.map((measure) => (
                <option key={measure.label} value={measure.label}>
                  {measure.label} ({measure.grams} g)
                </option>
              ))}
              <option value={GRAMS}>gramos</option>
            </select>
          </div>
          {errors.amount ? (
            <p id={`${id}-amount-error`} className="field-error w-full" role="alert">
              {errors.amount}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mt-2">
          <FoodPicker label={`Alimento del ingrediente ${index + 1}`} onPick={pick} error={errors.food} />
        </div>
      )}
    </li>
  );
}
