import { useQuery } from '@tanstack/react-query';
import type { AdminVideoDetailResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoEditingScope } from './editing-scope';
import { adminVideosQueryKey, waitingForJob } from './admin-video-cache';

export const useAdminVideo = (id: number | null) => {
  const { apiBase } = useVideoEditingScope();
  return useQuery({
    queryKey: [...adminVideosQueryKey, apiBase, 'detail', id],
    queryFn: () => api.get<AdminVideoDetailResponse>(`${apiBase}/${id}`),
    enabled: id !== null,
    refetchInterval: (current) => (waitingForJob(current.state.data?.video) ? 2000 : false),
  });
};
