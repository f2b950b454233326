import { useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useCreateRecipe } from '../api/create-recipe';
import { IngredientRow } from './ingredient-row';
import { NutritionTable } from './nutrition-table';
import {
  emptyIngredient,
  emptyRecipe,
  formErrors,
  liveFigures,
  toRecipeInput,
  type RecipeFormValues,
} from './recipe-form';
import { Seals } from './seals';

const TOP_FIELDS = ['title', 'description', 'servings', 'minutes', 'ingredients', 'steps', 'tags'];

/**
 * "Nueva receta" (issue 47): foods found by their Chilean names, amounts in household measures, and the
 * figures per serving and per 100 g with the reference seals recomputed as she types, by the same rules the
 * server applies when it saves.
 */
export function RecipeEditor() {
  const form = useForm<RecipeFormValues>({ defaultValues: emptyRecipe() });
  const { register, handleSubmit, setError, control, watch, formState } = form;
  const ingredients = useFieldArray({ control, name: 'ingredients' });
  const create = useCreateRecipe();
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const values = watch();
  const figures = liveFigures(values);
  const errors = formState.errors;
  const errorOf = (name: string) =>
    (
      name
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
        { message?: string } | undefined
    )?.message;

  const submit = handleSubmit((current) => {
    setFormError(null);
    const found = formErrors(current);
    if (Object.keys(found).length > 0) {
      for (const [name, message] of Object.entries(found))
        setError(name as Path<RecipeFormValues>, { message });
      return;
    }
    create.mutate(toRecipeInput(current), {
      onSuccess: ({ recipe }) => {
        toast.show({ type: 'success', title: M.created });
        void navigate(paths.recipe(recipe.id));
      },
      onError: (error) => setFormError(applyServerErrors(error, setError, TOP_FIELDS)),
    });
  });

  return (
    <div className="space-y-4">
      <Link to={paths.trainerRecipes} className="inline-flex items-center gap-1 text-sm text-brand-700">
        <ArrowLeft aria-hidden className="size-4" /> Recetas
      </Link>
      <h1 className="text-2xl font-semibold text-brand-900">Nueva receta</h1>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-6 lg:grid-cols-[1fr_22rem]"
      >
        <div className="space-y-4">
          <section className="card space-y-3" aria-label="Datos de la receta">
            <TextField label="Nombre" {...register('title')} error={errorOf('title')} />
            <TextField
              label="Descripción (opcional)"
              {...register('description')}
              error={errorOf('description')}
            />
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Porciones"
                inputMode="numeric"
                {...register('servings')}
                error={errorOf('servings')}
              />
              <TextField
                label="Minutos de preparación"
                inputMode="numeric"
                {...register('minutes')}
                error={errorOf('minutes')}
              />
              <div>
                <label htmlFor="recipe-state" className="field-label">
                  Se sirve como
                </label>
                <select id="recipe-state" className="field-input" {...register('state')}>
                  <option value="solid">Sólido (por 100 g)</option>
                  <option value="liquid">Líquido (por 100 ml)</option>
                </select>
              </div>
            </div>
          </section>
          <section className="card space-y-3" aria-labelledby="recipe-ingredients">
            <h2 id="recipe-ingredients" className="text-lg font-semibold text-gray-900">
              Ingredientes
            </h2>
            {errorOf('ingredients') ? (
              <p className="field-error" role="alert">
                {errorOf('ingredients')}
              </p>
            ) : null}
            <ul className="space-y-3">
              {ingredients.fields.map((field, index) => (
                <IngredientRow
                  key={field.id}
                  index={index}
                  row={values.ingredients[index] ?? emptyIngredient()}
                  errors={{
                    food: errorOf(`ingredients.${index}.food`),
                    amount: errorOf(`ingredients.${index}.amount`),
                  }}
                  onChange={(row) => ingredients.update(index, row)}
                  onRemove={ingredients.fields.length > 1 ? () => ingredients.remove(index) : undefined}
                />
              ))}
            </ul>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => ingredients.append(emptyIngredient())}
            >
              <Plus aria-hidden className="size-4" /> Agregar ingrediente
            </button>
          </section>
          <section className="card space-y-3" aria-label="Preparación">
            <div>
              <label htmlFor="recipe-steps" className="field-label">
                Preparación (un paso por línea)
              </label>
              <textarea id="recipe-steps" rows={5} className="field-input" {...register('steps')} />
              {errorOf('steps') ? <p className="field-error">{errorOf('steps')}</p> : null}
            </div>
            <TextField
              label="Etiquetas (separadas por coma)"
              placeholder="almuerzo, vegetariana"
              {...register('tags')}
              error={errorOf('tags')}
            />
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-5" {...register('publish')} /> Publicar: la verán las
              personas que atiendes y el equipo
            </label>
          </section>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start" aria-label="Información nutricional">
          <section className="card space-y-3">
            <p className="sr-only" aria-live="polite">
              {`${Math.round(figures.nutrition.per_serving.energy_kcal)} kilocalorías por porción`}
            </p>
            <Seals seals={figures.seals} />
            <NutritionTable
              perServing={figures.nutrition.per_serving}
              per100={figures.nutrition.per_100}
              state={values.state}
            />
          </section>
          {formError ? (
            <p role="alert" className="text-red-700">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary w-full" disabled={create.isPending}>
            {create.isPending ? 'Guardando…' : 'Guardar receta'}
          </button>
        </aside>
      </form>
    </div>
  );
}
