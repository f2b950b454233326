import { useId, useState, type ReactNode } from 'react';
import { newItem, parseTarget, type DraftItem } from './plan-draft';

export interface PickedFood {
  id: number;
  name: string;
  measures: { label: string; grams: number }[];
}
/** The food search, from the recipes feature (composed by the route). */
export type FoodPickerSlot = (label: string, onPick: (food: PickedFood) => void) => ReactNode;
/** The recipe chooser, from the recipes feature (composed by the route). */
export type RecipePickerSlot = (
  label: string,
  onPick: (recipe: { id: number; title: string }) => void,
) => ReactNode;

type Picked = { kind: 'food'; food: PickedFood } | { kind: 'recipe'; id: number; title: string };

/**
 * "Agregar alimento o receta" for one option of one meal: find it, say how much (grams, one of the food's
 * household measures, or servings of a recipe), add it. Escape or "Cancelar" closes it.
 */
export function ItemAdder({
  where,
  foodPicker,
  recipePicker,
  onAdd,
  onClose,
}: {
  /** "Desayuno del lunes", "alternativa 2 del almuerzo". */
  where: string;
  foodPicker: FoodPickerSlot;
  recipePicker: RecipePickerSlot;
  onAdd: (item: DraftItem) => void;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<'food' | 'recipe'>('food');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState('g');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const pickFood = (food: PickedFood) => {
    const measure = food.measures[0];
    setPicked({ kind: 'food', food });
    setUnit(measure ? measure.label : 'g');
    setAmount(measure ? '1' : '100');
    setError(null);
  };
  const add = () => {
    if (!picked) return;
    const value = parseTarget(amount);
    if (value === null || Number.isNaN(value) || value <= 0) {
      setError('Indica una cantidad mayor que cero.');
      return;
    }
    onAdd(
      picked.kind === 'recipe'
        ? newItem({ kind: 'recipe', id: picked.id, name: picked.title, servings: value })
        : newItem({
            kind: 'food',
            id: picked.food.id,
            name: picked.food.name,
            amount: value,
            measure: unit === 'g' ? null : unit,
          }),
    );
  };

  return (
    <div
      role="group"
      aria-label={`Agregar a ${where}`}
      className="space-y-3 rounded-md border border-brand-200 bg-brand-50/40 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Qué agregar</legend>
        {(['food', 'recipe'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              className="size-4"
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setPicked(null);
              }}
            />
            {option === 'food' ? 'Alimento' : 'Receta'}
          </label>
        ))}
      </fieldset>
      {picked === null ? (
        kind === 'food' ? (
          foodPicker(`Alimento para ${where}`, pickFood)
        ) : (
          recipePicker(`Receta para ${where}`, (recipe) => {
            setPicked({ kind: 'recipe', ...recipe });
            setUnit('porciones');
            setAmount('1');
          })
        )
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <p className="w-full text-sm font-medium text-gray-900">
            {picked.kind === 'food' ? picked.food.name : picked.title}{' '}
            <button type="button" className="text-brand-700 underline" onClick={() => setPicked(null)}>
              Cambiar
            </button>
          </p>
          <div>
            <label htmlFor={`${id}-amount`} className="field-label">
              Cantidad
            </label>
            <input
              id={`${id}-amount`}
              className="field-input w-24"
              inputMode="decimal"
              value={amount}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          {picked.kind === 'food' ? (
            <div>
              <label htmlFor={`${id}-unit`} className="field-label">
                Medida
              </label>
              <select
                id={`${id}-unit`}
                className="field-input"
                value={unit}
                onChange={(event) => setUnit(event.target.value)}
              >
                <option value="g">gramos</option>
                {picked.food.measures.map((measure) => (
                  <option key={measure.label} value={measure.label}>
                    {measure.label} ({measure.grams} g)
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="min-h-11 py-2 text-sm text-gray-700">porciones</p>
          )}
          <button type="button" className="btn btn-primary" onClick={add}>
            Agregar
          </button>
          {error ? (
            <p id={`${id}-error`} role="alert" className="field-error w-full">
              {error}
            </p>
          ) : null}
        </div>
      )}
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Cancelar
      </button>
    </div>
  );
}
