import { useQuery } from '@tanstack/react-query';
import type { VideoDetailResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './video-cache';

export const useVideo = (id: number) =>
  useQuery({
    queryKey: [...videosQueryKey, 'detail', id],
    queryFn: () => api.get<VideoDetailResponse>(`/videos/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
