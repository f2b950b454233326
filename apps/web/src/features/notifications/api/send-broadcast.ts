import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience, NotificationsSent } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';
import { BROADCASTS_KEY } from './get-broadcasts';

/** POST /admin/notifications: a notice to everyone, a plan, or one member. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; message: string; action_url?: string; audience: Audience }) =>
      api.post<NotificationsSent>('/admin/notifications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY }),
  });
}
