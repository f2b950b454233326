import { useQuery } from '@tanstack/react-query';
import type { MealPlanSummariesResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { clientMealPlansKey } from './keys';

/** One client's plans by this professional, every version. */
export const useClientMealPlans = (memberId: number) =>
  useQuery({
    queryKey: clientMealPlansKey(memberId),
    queryFn: () => api.get<MealPlanSummariesResponse>(`/trainer/clients/${memberId}/meal-plans`),
  });
