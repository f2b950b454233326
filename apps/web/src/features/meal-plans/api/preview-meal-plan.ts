import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MealPlanPreviewInput, MealPlanPreviewResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { previewKey } from './keys';

/**
 * The editor's figures (each day's totals, her goals) from the server's own arithmetic; the last answer
 * stays on screen while the next is on its way.
 */
export const useMealPlanPreview = (input: MealPlanPreviewInput) =>
  useQuery({
    queryKey: previewKey(input),
    queryFn: () => api.post<MealPlanPreviewResponse>('/trainer/meal-plans/preview', input),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
