import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { clientMealPlansKey } from './keys';

/** A client's plan made from one of her templates, as a draft or published at once. */
export function useCreateClientMealPlan(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { template_id: number; status: 'draft' | 'published' }) =>
      api.post<MealPlanResponse>(`/trainer/clients/${memberId}/meal-plans`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMealPlansKey(memberId) }),
  });
}
