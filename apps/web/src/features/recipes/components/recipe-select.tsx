import { useId, useState } from 'react';
import { Loading, LoadError } from '@/components/data/load-states';
import { formatCount } from '@/utils/format';
import { useRecipes } from '../api/get-recipes';

/**
 * Chooses one of the recipes a plan may name (the team's published ones and her own), with its energy per
 * serving so she can weigh one against another.
 */
export function RecipeSelect({
  label,
  onPick,
}: {
  label: string;
  onPick: (recipe: { id: number; title: string }) => void;
}) {
  const recipes = useRecipes();
  const [chosen, setChosen] = useState('');
  const id = useId();
  if (recipes.isPending) return <Loading />;
  if (recipes.isError) return <LoadError error={recipes.error} onRetry={() => void recipes.refetch()} />;
  const usable = recipes.data.recipes.filter((recipe) => recipe.status === 'published' || recipe.mine);
  if (usable.length === 0) return <p className="text-sm text-gray-700">Aún no hay recetas para elegir.</p>;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <select
          id={id}
          className="field-input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Elige una receta</option>
          {usable.map((recipe) => (
            <option key={recipe.id} value={recipe.id}>
              {recipe.title}
              {recipe.energy_per_serving === null
                ? ''
                : ` · ${formatCount(Math.round(recipe.energy_per_serving))} kcal por porción`}
              {recipe.status === 'draft' ? ' (borrador)' : ''}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!chosen}
        onClick={() => {
          const recipe = usable.find((candidate) => String(candidate.id) === chosen);
          if (recipe) onPick({ id: recipe.id, title: recipe.title });
        }}
      >
        Elegir
      </button>
    </div>
  );
}
