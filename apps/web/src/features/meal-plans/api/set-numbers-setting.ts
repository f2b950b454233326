import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NumbersSettingResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';

/**
 * Hides or shows her figures. Every screen's answers change with it (plan, recipes, food search), so every
 * cached answer is fetched again.
 */
export function useSetNumbersSetting(memberId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      api.put<NumbersSettingResponse>(
        memberId === undefined
          ? '/users/me/nutrition-numbers'
          : `/trainer/clients/${memberId}/nutrition-numbers`,
        { hidden },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
