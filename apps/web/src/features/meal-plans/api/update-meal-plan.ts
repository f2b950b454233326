import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanInput, MealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { mealPlansQueryKey } from './keys';

/** A draft or template saved in place; a published plan's change becomes its next version. */
export function useUpdateMealPlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealPlanInput) => api.put<MealPlanResponse>(`/trainer/meal-plans/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlansQueryKey }),
  });
}
