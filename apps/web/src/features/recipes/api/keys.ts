/** Every foods and recipes query lives under this key. */
export const recipesQueryKey = ['recipes'] as const;
export const recipesListKey = [...recipesQueryKey, 'list'] as const;
export const recipeKey = (id: number) => [...recipesQueryKey, 'one', id] as const;
export const foodSearchKey = (q: string) => ['foods', 'search', q] as const;
export const foodImportKey = (id: number) => ['foods', 'imports', id] as const;
