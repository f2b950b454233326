import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PlaybackResponse,
  VideoDetailResponse,
  VideoProgressInput,
  VideosQuery,
  VideosResponse,
  VideoProgressResponse,
} from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';

export const videosQueryKey = ['videos'] as const;

/** The catalogue (`/videos`) or only the premium and prime ones (`/premiumvideos`). */
export const useVideos = (query: VideosQuery, premiumOnly = false) =>
  useQuery({
    queryKey: [...videosQueryKey, premiumOnly ? 'premium' : 'all', query],
    queryFn: () =>
      api.get<VideosResponse>(premiumOnly ? '/premiumvideos' : '/videos', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const useVideo = (id: number) =>
  useQuery({
    queryKey: [...videosQueryKey, 'detail', id],
    queryFn: () => api.get<VideoDetailResponse>(`/videos/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

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

export const useSaveVideoProgress = (id: number) =>
  useMutation({
    mutationFn: (input: VideoProgressInput) =>
      api.put<VideoProgressResponse>(`/videos/${id}/progress`, input),
  });
