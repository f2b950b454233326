import { useId, useState } from 'react';
import type { Food } from '@vitalia/shared/foods';
import { LoadError } from '@/components/data/load-states';
import { useSettled } from '@/hooks/use-settled';
import { useFoodSearch } from '../api/search-foods';

/**
 * Finds a food by any of its names ("palta" or "aguacate", with or without accents, one letter wrong):
 * the results are buttons, reached with Tab and chosen with Enter, and their count is announced.
 */
export function FoodPicker({
  label,
  onPick,
  error,
}: {
  label: string;
  onPick: (food: Food) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const search = useFoodSearch(q);
  const id = useId();
  const foods = q.length >= 2 ? (search.data?.foods ?? []) : [];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder="Ej.: palta, porotos, marraqueta"
        value={text}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {q.length >= 2 && search.isSuccess ? `${foods.length} alimentos encontrados` : ''}
      </p>
      {search.isError ? <LoadError error={search.error} onRetry={() => void search.refetch()} /> : null}
      {q.length >= 2 && search.isSuccess && foods.length === 0 ? (
        <p className="text-sm text-gray-600">No encontramos «{q}». Prueba con otro nombre.</p>
      ) : null}
      {foods.length > 0 ? (
        <ul
          className="max-h-56 overflow-y-auto rounded-md border border-gray-200 bg-white"
          aria-label="Alimentos"
        >
          {foods.map((food) => (
            <li key={food.id}>
              <button
                type="button"
                className="flex w-full justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-brand-50 focus:bg-brand-50"
                onClick={() => {
                  onPick(food);
                  setText('');
                }}
              >
                <span>
                  {food.name}
                  {food.synonyms.length > 0 ? (
                    <span className="text-gray-500"> ({food.synonyms.slice(0, 2).join(', ')})</span>
                  ) : null}
                </span>
                {food.per_100 ? (
                  <span className="shrink-0 tabular-nums text-gray-600">
                    {Math.round(food.per_100.energy_kcal)} kcal/100 {food.state === 'liquid' ? 'ml' : 'g'}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
