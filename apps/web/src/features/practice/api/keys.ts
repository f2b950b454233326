/** Every practice query lives under this key; a client's chart, notes and measures under her own. */
export const practiceQueryKey = ['practice'] as const;
export const clientQueryKey = (memberId: number) => [...practiceQueryKey, 'client', memberId] as const;
