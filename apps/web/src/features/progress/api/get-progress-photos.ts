import { useQuery } from '@tanstack/react-query';
import type { ProgressPhotosResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { photosKey } from './keys';

/** Her progress photos, newest day first; links last ten minutes, so they are fetched again after five. */
export const useProgressPhotos = () =>
  useQuery({
    queryKey: photosKey,
    queryFn: () => api.get<ProgressPhotosResponse>('/progress/photos'),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
