import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput, RecipeResponse } from '@vitalia/shared/foods';
import { api } from '@/lib/api-client';
import { recipesQueryKey } from './keys';

/** A new recipe of hers (or the team's, for an admin without a team card). */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) => api.post<RecipeResponse>('/recipes', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesQueryKey }),
  });
}
