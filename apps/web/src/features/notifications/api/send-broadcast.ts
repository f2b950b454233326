import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience, Broadcast, NotificationsSent } from '@vitalia/shared/admin';
import { api } from '@/lib/api-client';
import { BROADCASTS_KEY } from './get-broadcasts';

/** POST /admin/notifications's body as the composer sends it: the audience already checked. */
export type OutgoingBroadcast = Omit<Broadcast, 'audience' | 'action_url'> & {
  action_url?: string;
  audience: Audience;
};

/** POST /admin/notifications: a notice to everyone, a plan, or one member. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OutgoingBroadcast) => api.post<NotificationsSent>('/admin/notifications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY }),
  });
}
