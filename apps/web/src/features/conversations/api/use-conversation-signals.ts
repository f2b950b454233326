import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@/lib/live-stream';
import { conversationsQueryKey } from './keys';

/**
 * A `conversation` signal (a new message, or the other side read): ids only, so the lists and threads are
 * fetched again; after a reconnect everything is.
 */
export function useConversationSignals(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  useLiveEvents(enabled, { conversation: refresh }, refresh);
}
