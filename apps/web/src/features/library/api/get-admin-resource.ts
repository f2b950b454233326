import { useQuery } from '@tanstack/react-query';
import type { AdminResourceDetailResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceEditingScope } from './editing-scope';
import { adminResourcesQueryKey, waitingForJob } from './admin-resource-cache';

/** The e-book open in the editor, fresh from the server while its PDF is being read. */
export const useAdminResource = (id: number | null) => {
  const { apiBase } = useResourceEditingScope();
  return useQuery({
    queryKey: [...adminResourcesQueryKey, apiBase, 'detail', id],
    queryFn: () => api.get<AdminResourceDetailResponse>(`${apiBase}/${id}`),
    enabled: id !== null,
    refetchInterval: (current) => (waitingForJob(current.state.data?.resource) ? 2000 : false),
  });
};
