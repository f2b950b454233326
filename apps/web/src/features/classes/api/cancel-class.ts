import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<ClassResponse>(`/admin/webinars/${id}/cancel`, { reason: reason || undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
