import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoProgressInput, VideoProgressResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './video-cache';

export const useSaveVideoProgress = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoProgressInput) =>
      api.put<VideoProgressResponse>(`/videos/${id}/progress`, input),
    // Her dashboard's "Continuar viendo" follows what she just watched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...videosQueryKey, 'watching'] }),
  });
};
