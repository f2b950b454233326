export const videosQueryKey = ['videos'] as const;
