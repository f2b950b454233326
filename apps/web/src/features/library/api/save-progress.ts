import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { libraryQueryKey } from './library-cache';
import type { SuccessResponse } from '@vitalia/shared/api';

/**
 * The page a member is on, so the reader opens there next time and the catalogue says "Vas en la página".
 * A failure is silent: she keeps reading, and the next page turn saves again.
 */
export function useSaveReadingProgress(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: number) => api.put<SuccessResponse>(`/resources/${id}/progress`, { page }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...libraryQueryKey, 'list'] }),
  });
}
