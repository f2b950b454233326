import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleMessage, ScheduledMessageResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { scheduledKey } from './keys';

/** "Programar envío": the message leaves at the chosen time. */
export function useScheduleMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleMessage) =>
      api.post<ScheduledMessageResponse>(`/conversations/${conversationId}/scheduled`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledKey(conversationId) }),
  });
}
