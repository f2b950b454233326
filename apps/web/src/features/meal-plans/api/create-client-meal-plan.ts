import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanInput, MealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { clientMealPlansKey } from './keys';

type NewPlan = (MealPlanInput | { template_id: number; status: 'draft' | 'published' }) & {
  /** The page's id for this plan: a double click or a retry answers the plan already made. */
  client_id: string;
};

/** A client's plan, written by hand or made from one of her templates, as a draft or published at once. */
export function useCreateClientMealPlan(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPlan) =>
      api.post<MealPlanResponse>(`/trainer/clients/${memberId}/meal-plans`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientMealPlansKey(memberId) }),
  });
}
