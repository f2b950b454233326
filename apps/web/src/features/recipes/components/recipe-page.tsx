import { Link } from 'react-router';
import { ArrowLeft, Clock, Users } from 'lucide-react';
import { Loading, LoadError } from '@/components/data/load-states';
import { paths } from '@/config/paths';
import { formatDecimal } from '@/utils/format';
import { isStaffUser, useSession } from '@/lib/auth';
import { useRecipe } from '../api/get-recipe';
import { ingredientText } from './ingredient-text';
import { NutritionTable } from './nutrition-table';
import { Seals } from './seals';

/** One recipe: what goes in (as she measures it at home), how, and its figures with the reference seals. */
export function RecipePage({ id }: { id: number }) {
  const query = useRecipe(id);
  const session = useSession();
  // The list is the team's page; a member arrives from her plan or a link.
  const staff = session.status === 'authenticated' && isStaffUser(session.user);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { recipe } = query.data;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      {staff ? (
        <Link to={paths.trainerRecipes} className="inline-flex items-center gap-1 text-sm text-brand-700">
          <ArrowLeft aria-hidden className="size-4" /> Recetas
        </Link>
      ) : null}
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-brand-900">{recipe.title}</h1>
        {recipe.description ? <p className="text-gray-700">{recipe.description}</p> : null}
        <p className="flex flex-wrap gap-4 text-sm text-gray-700">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" /> {recipe.servings}{' '}
            {recipe.servings === 1 ? 'porción' : 'porciones'}
          </span>
          {recipe.minutes ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" /> {recipe.minutes} min
            </span>
          ) : null}
          {recipe.energy_per_serving === null ? null : (
            <span>{formatDecimal(recipe.energy_per_serving)} kcal por porción</span>
          )}
          {recipe.status === 'draft' ? <span className="font-semibold text-amber-800">Borrador</span> : null}
        </p>
        {recipe.author ? <p className="text-sm text-gray-600">Receta de {recipe.author}</p> : null}
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="ingredientes" className="card space-y-2">
          <h2 id="ingredientes" className="text-lg font-semibold text-gray-900">
            Ingredientes
          </h2>
          <ul className="divide-y divide-gray-100 text-sm">
            {recipe.ingredients.map((item, index) => (
              <li key={`${item.food_id}-${index}`} className="flex justify-between gap-2 py-1.5">
                <span>{ingredientText(item)}</span>
                {item.energy_kcal === null ? null : (
                  <span className="shrink-0 tabular-nums text-gray-600">
                    {formatDecimal(item.energy_kcal)} kcal
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        {recipe.nutrition === null ? null : (
          <section aria-labelledby="sellos" className="card space-y-3">
            <h2 id="sellos" className="text-lg font-semibold text-gray-900">
              Sellos de referencia
            </h2>
            <Seals seals={recipe.seals} />
          </section>
        )}
      </div>
      {recipe.steps.length > 0 ? (
        <section aria-labelledby="preparacion" className="card space-y-2">
          <h2 id="preparacion" className="text-lg font-semibold text-gray-900">
            Preparación
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-gray-800">
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {recipe.nutrition === null ? null : (
        <section className="card">
          <NutritionTable
            perServing={recipe.nutrition.per_serving}
            per100={recipe.nutrition.per_100}
            state={recipe.state}
          />
        </section>
      )}
    </article>
  );
}
