import { useQuery } from '@tanstack/react-query';
import type { RecipesResponse } from '@vitalia/shared/foods';
import { api } from '@/lib/api-client';
import { recipesListKey } from './keys';

/** The published recipes, and her own drafts. */
export const useRecipes = () =>
  useQuery({ queryKey: recipesListKey, queryFn: () => api.get<RecipesResponse>('/recipes') });
