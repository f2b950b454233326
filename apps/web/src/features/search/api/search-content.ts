import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentSearchResponse } from '@vitalia/shared/search';
import { api } from '@/lib/api-client';

/** The server searches from two characters on; a shorter text asks nothing. */
export const SEARCH_MIN_LENGTH = 2;

/** GET /search?q=: courses, videos and e-books for one text (accents and small typos forgiven). */
export const getContentSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: () => api.get<ContentSearchResponse>('/search', { query: { q } }),
    enabled: q.trim().length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });

export const useContentSearch = (q: string) => useQuery(getContentSearchQueryOptions(q));
