import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotesResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

export const getClientNotesQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...clientQueryKey(memberId), 'notes'],
    queryFn: () => api.get<NotesResponse>(`/trainer/clients/${memberId}/notes`),
    retry: false,
  });

/** Her session notes about this client, newest first, each with its earlier versions. */
export const useClientNotes = (memberId: number) => useQuery(getClientNotesQueryOptions(memberId));
