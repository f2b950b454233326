import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VideosQuery, VideosResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './video-cache';

/** The catalogue (`/videos`) or only the premium and prime ones (`/premiumvideos`). */
export const useVideos = (query: VideosQuery, premiumOnly = false) =>
  useQuery({
    queryKey: [...videosQueryKey, premiumOnly ? 'premium' : 'all', query],
    queryFn: () =>
      api.get<VideosResponse>(premiumOnly ? '/premiumvideos' : '/videos', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
