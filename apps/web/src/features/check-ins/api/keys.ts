/** Every check-ins query lives under this key. */
export const checkInsQueryKey = ['check-ins'] as const;
export const checkInKey = (id: number) => [...checkInsQueryKey, 'one', id] as const;
export const dueCheckInsKey = [...checkInsQueryKey, 'due'] as const;
export const formsKey = [...checkInsQueryKey, 'forms'] as const;
export const clientCheckInsKey = (memberId: number) => [...checkInsQueryKey, 'client', memberId] as const;
