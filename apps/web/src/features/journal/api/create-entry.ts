import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryInput, JournalEntryResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { journalQueryKey } from './keys';

/** Saves a meal; the page's own `client_id` makes a retry after a dropped connection answer the same entry. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JournalEntryInput) => api.post<JournalEntryResponse>('/journal/entries', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  });
}
