import { useParams } from 'react-router';
import { RecipesList } from '@/features/recipes/components/recipes-list';
import { RecipeEditor } from '@/features/recipes/components/recipe-editor';
import { RecipePage } from '@/features/recipes/components/recipe-page';
import { ProfessionalOnly } from './professional-only';

/** /trainer/recetas: the team's and her recipes, with their figures and seals (issue 47). */
export default function RecipesRoute() {
  return (
    <ProfessionalOnly>
      <RecipesList />
    </ProfessionalOnly>
  );
}

/** /trainer/recetas/nueva: a recipe written from the foods table, its figures live as she types. */
export function NewRecipeRoute() {
  return (
    <ProfessionalOnly>
      <RecipeEditor />
    </ProfessionalOnly>
  );
}

/** /recetas/{id}: one recipe, for anyone signed in (a draft only for its author). */
export function RecipeRoute() {
  const id = Number(useParams().recipeId);
  return <RecipePage key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}
