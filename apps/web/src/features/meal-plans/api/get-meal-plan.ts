import { useQuery } from '@tanstack/react-query';
import type { MealPlanResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { mealPlanKey } from './keys';

/** One plan by id: for its author (a template), her professional in care, or her (not a draft). */
export const useMealPlan = (id: number) =>
  useQuery({
    queryKey: mealPlanKey(id),
    queryFn: () => api.get<MealPlanResponse>(`/meal-plans/${id}`),
    enabled: id > 0,
  });
