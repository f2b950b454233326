import { useQuery } from '@tanstack/react-query';
import type { CurrentMealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { currentMealPlanKey } from './keys';

/** Her plan now (the newest published one), or null. */
export const useCurrentMealPlan = () =>
  useQuery({
    queryKey: currentMealPlanKey,
    queryFn: () => api.get<CurrentMealPlanResponse>('/meal-plans/current'),
  });
