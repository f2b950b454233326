import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput, NoteSavedResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

/** A new session note; the chart (last contact) and the notes list refresh. */
export function useCreateNote(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) =>
      api.post<NoteSavedResponse>(`/trainer/clients/${memberId}/notes`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKey(memberId) }),
  });
}
