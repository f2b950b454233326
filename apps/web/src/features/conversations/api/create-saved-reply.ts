import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedReplyInput, SavedReplyResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { savedRepliesKey } from './keys';

/** Keeps a text as a saved reply. */
export function useCreateSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedReplyInput) => api.post<SavedReplyResponse>('/trainer/saved-replies', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedRepliesKey }),
  });
}
