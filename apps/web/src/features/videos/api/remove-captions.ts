import type { AdminVideoResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoMutation } from './admin-video-cache';

export const useRemoveCaptions = () =>
  useVideoMutation((apiBase, id: number) => api.delete<AdminVideoResponse>(`${apiBase}/${id}/captions`));
