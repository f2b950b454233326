import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { savedRepliesKey } from './keys';

/** Removes one of her saved replies. */
export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/trainer/saved-replies/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedRepliesKey }),
  });
}
