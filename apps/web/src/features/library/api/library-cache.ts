export const libraryQueryKey = ['library'] as const;
