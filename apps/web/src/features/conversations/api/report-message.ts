import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';

/** Reports the other participant's message, with her reason. */
export const useReportMessage = (conversationId: number) =>
  useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      api.post<MessageResponse>(`/conversations/${conversationId}/messages/${messageId}/report`, { reason }),
  });
