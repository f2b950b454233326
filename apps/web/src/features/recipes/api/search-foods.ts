import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FoodsResponse } from '@vitalia/shared/foods';
import { api } from '@/lib/api-client';
import { foodSearchKey } from './keys';

/** Foods whose name or synonym matches what she typed (2 letters at least), accents and one typo forgiven. */
export const useFoodSearch = (q: string) =>
  useQuery({
    queryKey: foodSearchKey(q),
    queryFn: ({ signal }) => api.get<FoodsResponse>('/foods', { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
