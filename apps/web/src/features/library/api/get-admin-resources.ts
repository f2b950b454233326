import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminResourcesQuery, AdminResourcesResponse } from '@vitalia/shared/library';
import { api } from '@/lib/api-client';
import { useResourceEditingScope } from './editing-scope';
import { adminResourcesQueryKey, waitingForJob } from './admin-resource-cache';

export const useAdminResources = (query: AdminResourcesQuery) => {
  const { apiBase } = useResourceEditingScope();
  return useQuery({
    queryKey: [...adminResourcesQueryKey, apiBase, query],
    queryFn: () => api.get<AdminResourcesResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.resources.some(waitingForJob) ? 3000 : false),
  });
};
