import { useQuery } from '@tanstack/react-query';
import type { MealPlanSummariesResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { templatesKey } from './keys';

/** Her templates, to start a client's plan from. */
export const useMealPlanTemplates = () =>
  useQuery({
    queryKey: templatesKey,
    queryFn: () => api.get<MealPlanSummariesResponse>('/trainer/meal-plan-templates'),
  });
