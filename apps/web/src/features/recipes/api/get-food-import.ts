import { useQuery } from '@tanstack/react-query';
import type { FoodImportResponse } from '@vitalia/shared/foods';
import { api } from '@/lib/api-client';
import { foodImportKey } from './keys';

/** An import's progress and report, read again every second until it ends. */
export const useFoodImport = (id: number | null) =>
  useQuery({
    queryKey: foodImportKey(id ?? 0),
    queryFn: () => api.get<FoodImportResponse>(`/admin/foods/imports/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.import.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
