import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteSavedResponse, ShareSummaryInput } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

/** "Compartir resumen con la socia": to her bell, and an e-mail that says only that there is one. */
export function useShareSummary(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ShareSummaryInput }) =>
      api.post<NoteSavedResponse>(`/trainer/notes/${id}/share`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientQueryKey(memberId) }),
  });
}
