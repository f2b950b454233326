import { useQuery } from '@tanstack/react-query';
import type { CaptionsTextResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useVideoEditingScope } from './editing-scope';
import { adminVideosQueryKey } from './admin-video-cache';

/** A video's captions as text, fetched when the editor opens them. */
export const useCaptionsText = (id: number, enabled: boolean) => {
  const { apiBase } = useVideoEditingScope();
  return useQuery({
    queryKey: [...adminVideosQueryKey, apiBase, 'captions', id],
    queryFn: () => api.get<CaptionsTextResponse>(`${apiBase}/${id}/captions`),
    enabled,
    staleTime: 0,
  });
};
