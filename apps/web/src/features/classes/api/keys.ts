/** Every live-class query lives under this key: a registration, a change or a cancellation refreshes them all. */
export const classesQueryKey = ['classes'] as const;
