import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientsQuery, ClientsResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './keys';

type ClientsFilter = Omit<ClientsQuery, 'cursor'>;

/** "Mis clientes": keyset pages ("Ver más") of her clients with the search, filters and order given. */
export const getClientsQueryOptions = (filter: ClientsFilter) =>
  infiniteQueryOptions({
    queryKey: [...practiceQueryKey, 'clients', filter],
    queryFn: ({ pageParam }) =>
      api.get<ClientsResponse>('/trainer/clients', {
        query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useClients = (filter: ClientsFilter) => useInfiniteQuery(getClientsQueryOptions(filter));
