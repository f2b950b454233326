import { useQuery } from '@tanstack/react-query';
import type { ShoppingListResponse } from '@vitalia/shared/meal-plans';
import { api } from '@/lib/api-client';
import { shoppingListKey } from './keys';

/** The week's groceries by aisle, with what she already ticked. */
export const useShoppingList = (planId: number) =>
  useQuery({
    queryKey: shoppingListKey(planId),
    queryFn: () => api.get<ShoppingListResponse>(`/meal-plans/${planId}/shopping-list`),
  });
