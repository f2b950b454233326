import { useQuery } from '@tanstack/react-query';
import type { ScheduledMessagesResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { scheduledKey } from './keys';

/** Her messages of this thread waiting for their time (a professional's). */
export const useScheduledMessages = (conversationId: number, enabled: boolean) =>
  useQuery({
    queryKey: scheduledKey(conversationId),
    queryFn: () => api.get<ScheduledMessagesResponse>(`/conversations/${conversationId}/scheduled`),
    enabled,
  });
