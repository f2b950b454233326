import { useQuery } from '@tanstack/react-query';
import type { WatchingResponse } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { videosQueryKey } from './video-cache';

/** The video she left half watched most recently (her dashboard's "Continuar viendo"). */
export const useWatchingVideo = () =>
  useQuery({
    queryKey: [...videosQueryKey, 'watching'],
    queryFn: () => api.get<WatchingResponse>('/videos/watching'),
  });
