import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './keys';

/** Removes one of her entries, with its photo. */
export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<SuccessResponse>(`/journal/entries/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  });
}
