import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { ADMIN_FEEDBACK_KEY } from './get-admin-feedback';

/** PUT /admin/feedback/{id}/handled: marks one as handled (or not); the list is read again. */
export function useMarkFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api.put<MessageResponse>(`/admin/feedback/${id}/handled`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_KEY }),
  });
}
