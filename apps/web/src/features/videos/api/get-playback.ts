import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaybackResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './video-cache';

/**
 * How to play it, with addresses that work 15 minutes: never cached, asked again when the player needs a
 * fresh token. A locked video answers the plan's 403, shown as the upgrade call.
 */
export const playbackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...videosQueryKey, 'playback', id],
    queryFn: () => api.post<PlaybackResponse>(`/videos/${id}/playback`),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const usePlayback = (id: number, enabled: boolean) =>
  useQuery({ ...playbackQueryOptions(id), enabled });
