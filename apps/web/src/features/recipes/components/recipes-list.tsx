import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { SEAL_LABELS } from '@vitalia/shared/nutrition-rules';
import { Loading, LoadError } from '@/components/data/load-states';
import { paths } from '@/config/paths';
import { formatDecimal } from '@/utils/format';
import { useRecipes } from '../api/get-recipes';

/** "Recetas": the team's and hers, with kcal per serving and their seals at a glance. */
export function RecipesList() {
  const query = useRecipes();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Recetas</h1>
          <p className="mt-1 text-gray-600">
            Las del equipo y las tuyas, con su información nutricional calculada desde la tabla de alimentos.
          </p>
        </div>
        <Link to={paths.trainerNewRecipe} className="btn btn-primary">
          <Plus aria-hidden className="size-4" /> Nueva receta
        </Link>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.recipes.length === 0 ? (
        <p className="card text-gray-700">
          Aún no hay recetas. Escribe la primera con «Nueva receta»: sus calorías, nutrientes y sellos se
          calculan solos.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.recipes.map((recipe) => (
            <li key={recipe.id} className="card flex flex-col gap-1">
              <Link to={paths.recipe(recipe.id)} className="font-semibold text-brand-800 hover:underline">
                {recipe.title}
              </Link>
              <p className="text-sm text-gray-700">
                {recipe.energy_per_serving === null
                  ? ''
                  : `${formatDecimal(recipe.energy_per_serving)} kcal por porción · `}
                {recipe.servings} {recipe.servings === 1 ? 'porción' : 'porciones'}
                {recipe.minutes ? ` · ${recipe.minutes} min` : ''}
              </p>
              <p className="text-xs text-gray-600">
                {recipe.status === 'draft' ? 'Borrador · ' : ''}
                {recipe.mine ? 'Tuya' : (recipe.author ?? 'Equipo Vitalia')}
              </p>
              {recipe.seals.length > 0 ? (
                <p className="text-xs font-semibold text-gray-900">
                  {recipe.seals.map((seal) => `ALTO EN ${SEAL_LABELS[seal].what}`).join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
