import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NumbersSettingResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { numbersSettingKey } from './keys';

/**
 * Hides or shows her figures. The switch takes the server's answer at once (so it never flips back while the
 * rest refetches); every other cached answer changes with it (plan, recipes, food search) and is fetched again.
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
    onSuccess: async (response) => {
      const key = numbersSettingKey(memberId ?? 'me');
      queryClient.setQueryData(key, response);
      await queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
      });
    },
  });
}
