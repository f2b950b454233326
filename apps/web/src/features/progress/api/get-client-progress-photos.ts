import { useQuery } from '@tanstack/react-query';
import type { ProgressPhotosResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { clientPhotosKey } from './keys';

/** A client's progress photos in her chart (care only, audited by the server). */
export const useClientProgressPhotos = (memberId: number) =>
  useQuery({
    queryKey: clientPhotosKey(memberId),
    queryFn: () => api.get<ProgressPhotosResponse>(`/trainer/clients/${memberId}/progress-photos`),
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
  });
