import { useQuery } from '@tanstack/react-query';
import type { JournalEntriesResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { journalRangeKey } from './keys';

/** Her entries over whole days in Chile (`to` included), newest first. */
export const useJournal = (from: string, to: string) =>
  useQuery({
    queryKey: journalRangeKey(from, to),
    queryFn: () => api.get<JournalEntriesResponse>('/journal/entries', { query: { from, to } }),
  });
