import { useQuery } from '@tanstack/react-query';
import type { RecipeResponse } from '@vitalia/shared/foods';
import { api } from '@/lib/api-client';
import { recipeKey } from './keys';

/** One recipe with its ingredients, steps, figures and seals. */
export const useRecipe = (id: number) =>
  useQuery({ queryKey: recipeKey(id), queryFn: () => api.get<RecipeResponse>(`/recipes/${id}`) });
