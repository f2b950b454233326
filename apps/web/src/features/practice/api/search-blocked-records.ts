import { useQuery } from '@tanstack/react-query';
import type { BlockedRecordsResponse } from '@vitalia/shared/blocked-records';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './keys';

/** Blocked records whose name or e-mail contains the text (3 letters at least; the search is audited). */
export const useBlockedRecordSearch = (q: string) =>
  useQuery({
    queryKey: [...practiceQueryKey, 'blocked', q],
    queryFn: () => api.get<BlockedRecordsResponse>(`/admin/clinical-records?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 3,
    staleTime: 60_000,
  });
