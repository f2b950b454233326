import { useQuery } from '@tanstack/react-query';
import type { JournalEntriesResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { clientJournalKey } from './keys';

/** A client's entries for her chart (the server audits each opening). */
export const useClientJournal = (memberId: number, from: string, to: string) =>
  useQuery({
    queryKey: clientJournalKey(memberId, from, to),
    queryFn: () =>
      api.get<JournalEntriesResponse>(`/trainer/clients/${memberId}/journal`, { query: { from, to } }),
  });
