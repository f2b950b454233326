import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  LibraryQuery,
  LibraryResponse,
  MyDownloadsResponse,
  ResourceDetailResponse,
} from '@vitalia/shared/library';
import { api } from '@/lib/api-client';

export const libraryQueryKey = ['library'] as const;

export const getLibraryQueryOptions = (query: LibraryQuery) =>
  queryOptions({
    queryKey: [...libraryQueryKey, 'list', query],
    queryFn: () => api.get<LibraryResponse>('/resources', { query: { ...query } }),
    // Typing in the search box keeps the last results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useLibrary = (query: LibraryQuery) => useQuery(getLibraryQueryOptions(query));

/**
 * One e-book with a short-lived reading address. The address expires (15 min), so the query is never
 * reused from cache after that: it is refetched when the reader opens again.
 */
export const useResource = (id: number) =>
  useQuery({
    queryKey: [...libraryQueryKey, 'detail', id],
    queryFn: () => api.get<ResourceDetailResponse>(`/resources/${id}`),
    staleTime: 0,
    gcTime: 60_000,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useMyDownloads = () =>
  useQuery({
    queryKey: [...libraryQueryKey, 'downloads'],
    queryFn: () => api.get<MyDownloadsResponse>('/downloads/me'),
  });
