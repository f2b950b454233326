import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminVideosQuery, AdminVideosResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoEditingScope } from './editing-scope';
import { adminVideosQueryKey, waitingForJob } from './admin-video-cache';

export const useAdminVideos = (query: AdminVideosQuery) => {
  const { apiBase } = useVideoEditingScope();
  return useQuery({
    queryKey: [...adminVideosQueryKey, apiBase, query],
    queryFn: () => api.get<AdminVideosResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.videos.some(waitingForJob) ? 3000 : false),
  });
};
