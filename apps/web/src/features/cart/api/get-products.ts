import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@vitalia/shared/commerce';
import { api } from '@/lib/api-client';

/** GET /products: what the store sells on its own (consultation packs, e-books, courses). */
export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: () => api.get<ProductsResponse>('/products'),
    staleTime: 5 * 60_000,
  });

export const useProducts = () => useQuery(getProductsQueryOptions());
