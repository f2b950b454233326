import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { shoppingListKey } from './keys';

/** Ticks (or unticks) a grocery at once on screen; the server's answer keeps it, a failure puts it back. */
export function useTickShoppingItem(planId: number) {
  const queryClient = useQueryClient();
  const key = shoppingListKey(planId);
  const setChecked = (foodId: number, checked: boolean) =>
    queryClient.setQueryData<ShoppingListResponse>(key, (current) =>
      current
        ? {
            ...current,
            list: {
              ...current.list,
              aisles: current.list.aisles.map((aisle) => ({
                ...aisle,
                items: aisle.items.map((item) => (item.food_id === foodId ? { ...item, checked } : item)),
              })),
            },
          }
        : current,
    );
  return useMutation({
    mutationFn: ({ foodId, checked }: { foodId: number; checked: boolean }) =>
      api.put(`/meal-plans/${planId}/shopping-list/${foodId}`, { checked }),
    // A list refetch already on its way (a reload, a plan change) would land after the tick and undo it on
    // screen: it is cancelled first, as TanStack's optimistic updates ask.
    onMutate: async ({ foodId, checked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setChecked(foodId, checked);
    },
    onError: (_error, { foodId, checked }) => setChecked(foodId, !checked),
  });
}
