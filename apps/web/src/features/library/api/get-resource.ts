import { useQuery } from '@tanstack/react-query';
import type { ResourceDetailResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './library-cache';

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
