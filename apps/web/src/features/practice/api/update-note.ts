import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteSavedResponse, UpdateNoteInput } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

/** An edit over the version she read; a 409 means someone saved another meanwhile. */
export function useUpdateNote(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateNoteInput }) =>
      api.put<NoteSavedResponse>(`/trainer/notes/${id}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientQueryKey(memberId) }),
  });
}
