import { useMutation } from '@tanstack/react-query';
import type { AdminThreadResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';

/**
 * An admin opens a thread with a written reason: a mutation, not a query, since each reading is recorded
 * and told to both participants (never repeated by a refetch).
 */
export const useAdminReadThread = () =>
  useMutation({
    mutationFn: ({ conversationId, reason }: { conversationId: number; reason: string }) =>
      api.post<AdminThreadResponse>(`/admin/message-reports/conversations/${conversationId}/read`, {
        reason,
      }),
  });
