import { useMutation } from '@tanstack/react-query';
import type { VideoProgressInput, VideoProgressResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';

export const useSaveVideoProgress = (id: number) =>
  useMutation({
    mutationFn: (input: VideoProgressInput) =>
      api.put<VideoProgressResponse>(`/videos/${id}/progress`, input),
  });
