import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwayReply, AwayReplyResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { awayReplyKey } from './keys';

/** Turns her away reply on or off, with its text. */
export function useSaveAwayReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: AwayReply) => api.put<AwayReplyResponse>('/trainer/away-reply', reply),
    onSuccess: (data) => queryClient.setQueryData(awayReplyKey, data),
  });
}
