import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryQuery, LibraryResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './library-cache';

export const getLibraryQueryOptions = (query: LibraryQuery) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'list', query],
    queryFn: () => api.get<LibraryResponse>('/resources', { query: { ...query } }),
    // Typing in the search box keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useLibrary = (query: LibraryQuery) => useQuery(getLibraryQueryOptions(query));
