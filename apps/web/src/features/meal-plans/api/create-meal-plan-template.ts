import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanInput, MealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { templatesKey } from './keys';

/** A week of hers to start clients' plans from. */
export function useCreateMealPlanTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPlanInput) => api.post<MealPlanResponse>('/trainer/meal-plan-templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
