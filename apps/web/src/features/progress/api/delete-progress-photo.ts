import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { photosKey } from './keys';

/** Removes one of her photos (and its file). */
export function useDeleteProgressPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<SuccessResponse>(`/progress/photos/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}
