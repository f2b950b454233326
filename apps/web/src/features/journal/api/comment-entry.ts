import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalCommentResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './keys';

/** Her professional's comment on an entry; the member is told by her bell. */
export function useCommentJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      api.post<JournalCommentResponse>(`/journal/entries/${id}/comments`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  });
}
