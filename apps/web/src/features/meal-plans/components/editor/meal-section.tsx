import { useEffect, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MEAL_LABELS, type Meal, type MealPlan } from '@vitalia/shared/meal-plans';
import { ItemAdder, type FoodPickerSlot, type RecipePickerSlot } from './item-adder';
import { amountOf, parseTarget, type DraftItem, type DraftOptions } from './plan-draft';

type ShownOptions = MealPlan['days'][number]['meals'][number]['options'] | undefined;

const kcalOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `${Math.round(value)} kcal`;

/** An amount typed freely ("0,5"): the plan changes when what is typed is a positive number. */
function AmountInput({ item, onChange }: { item: DraftItem; onChange: (amount: number) => void }) {
  const [text, setText] = useState(String(amountOf(item)).replace('.', ','));
  useEffect(() => setText(String(amountOf(item)).replace('.', ',')), [item]);
  return (
    <input
      className="field-input w-20 py-1"
      inputMode="decimal"
      aria-label={`Cantidad de ${item.name} (${item.unit})`}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const value = parseTarget(event.target.value);
        if (value !== null && !Number.isNaN(value) && value > 0) onChange(value);
      }}
    />
  );
}

/**
 * One meal of the day being written: its first option (what counts toward the totals) and its «o»
 * alternatives, each item with its amount, unit and kilocalories from the server's arithmetic.
 */
export function MealSection({
  meal,
  dayLabel,
  options,
  shown,
  foodPicker,
  recipePicker,
  onAdd,
  onRemove,
  onAmount,
}: {
  meal: Meal;
  dayLabel: string;
  options: DraftOptions;
  shown: ShownOptions;
  foodPicker: FoodPickerSlot;
  recipePicker: RecipePickerSlot;
  onAdd: (option: number, item: DraftItem) => void;
  onRemove: (key: string) => void;
  onAmount: (key: string, amount: number) => void;
}) {
  const [adding, setAdding] = useState<number | null>(null);
  const label = MEAL_LABELS[meal];
  const where = (option: number) =>
    option === 0
      ? `${label.toLowerCase()} del ${dayLabel}`
      : `alternativa ${option + 1} de ${label.toLowerCase()}`;
  const headingId = `meal-${meal}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 border-t border-gray-100 pt-3 first:border-0 first:pt-0"
    >
      <h3 id={headingId} className="font-semibold text-gray-900">
        {label}
      </h3>
      {options.map((items, option) => (
        <div key={option} className="space-y-1">
          {option > 0 ? (
            <p className="text-sm font-medium text-gray-600">
              o <span className="sr-only">alternativa {option + 1}, no cuenta en los totales</span>
              <span aria-hidden> (alternativa, no suma)</span>
            </p>
          ) : null}
          <ul className="space-y-1">
            {items.map((item, index) => (
              <li key={item.key} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="w-full text-gray-900 sm:w-auto sm:min-w-0 sm:flex-1">{item.name}</span>
                <AmountInput item={item} onChange={(amount) => onAmount(item.key, amount)} />
                <span className="min-w-0 flex-1 text-gray-700 sm:w-24 sm:flex-none">{item.unit}</span>
                <span className="w-16 text-right tabular-nums text-gray-600 sm:w-20">
                  {kcalOf(shown?.[option]?.[index]?.energy_kcal)}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost min-h-11 px-2"
                  aria-label={`Quitar ${item.name} de ${where(option)}`}
                  onClick={() => onRemove(item.key)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          {adding === option ? null : (
            <button type="button" className="btn btn-ghost text-sm" onClick={() => setAdding(option)}>
              <Plus aria-hidden className="size-4" /> Agregar a{' '}
              {option === 0 ? label.toLowerCase() : `la alternativa ${option + 1}`}
            </button>
          )}
          {adding === option ? (
            <ItemAdder
              where={where(option)}
              foodPicker={foodPicker}
              recipePicker={recipePicker}
              onAdd={(item) => {
                onAdd(option, item);
                setAdding(null);
              }}
              onClose={() => setAdding(null)}
            />
          ) : null}
        </div>
      ))}
      {adding === options.length ? (
        <ItemAdder
          where={where(options.length)}
          foodPicker={foodPicker}
          recipePicker={recipePicker}
          onAdd={(item) => {
            onAdd(options.length, item);
            setAdding(null);
          }}
          onClose={() => setAdding(null)}
        />
      ) : options.length < 3 ? (
        <button type="button" className="btn btn-secondary text-sm" onClick={() => setAdding(options.length)}>
          <Plus aria-hidden className="size-4" />
          {options.length === 0 ? `Agregar a ${label.toLowerCase()}` : 'Agregar una alternativa («o»)'}
        </button>
      ) : null}
    </section>
  );
}
