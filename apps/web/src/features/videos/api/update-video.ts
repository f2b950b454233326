import type { AdminVideoResponse, VideoInput } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoMutation } from './admin-video-cache';

export const useUpdateVideo = () =>
  useVideoMutation((apiBase, { id, ...input }: VideoInput & { id: number }) =>
    api.put<AdminVideoResponse>(`${apiBase}/${id}`, input),
  );
