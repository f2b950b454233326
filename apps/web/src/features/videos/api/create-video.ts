import type { AdminVideoResponse, VideoInput } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoMutation } from './admin-video-cache';

export const useCreateVideo = () =>
  useVideoMutation((apiBase, input: VideoInput) => api.post<AdminVideoResponse>(apiBase, input));
