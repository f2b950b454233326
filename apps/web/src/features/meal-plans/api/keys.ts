/** Every meal-plan query lives under this key. */
export const mealPlansQueryKey = ['meal-plans'] as const;
export const currentMealPlanKey = [...mealPlansQueryKey, 'current'] as const;
export const shoppingListKey = (planId: number) => [...mealPlansQueryKey, 'shopping-list', planId] as const;
export const templatesKey = [...mealPlansQueryKey, 'templates'] as const;
export const clientMealPlansKey = (memberId: number) => [...mealPlansQueryKey, 'client', memberId] as const;
export const mealPlanKey = (id: number) => [...mealPlansQueryKey, 'plan', id] as const;
export const previewKey = (input: unknown) => [...mealPlansQueryKey, 'preview', input] as const;
export const numbersSettingKey = (who: number | 'me') => [...mealPlansQueryKey, 'numbers', who] as const;
