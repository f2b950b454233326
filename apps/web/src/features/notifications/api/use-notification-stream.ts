import { useEffect } from 'react';
import type { Notification } from '@vitalia/shared/notifications';
import { env } from '@/config/env';
import { usePushNotification } from './notifications';

/** Listens to /api/notifications/stream while `enabled`; EventSource reconnects by itself after a drop. */
export function useNotificationStream(enabled: boolean) {
  const push = usePushNotification();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.VITE_API_URL}/notifications/stream`, { withCredentials: true });
    const onNotification = (event: MessageEvent<string>) => {
      try {
        push(JSON.parse(event.data) as Notification);
      } catch {
        // A malformed event is ignored; the next list refresh catches up.
      }
    };
    source.addEventListener('notification', onNotification);
    return () => {
      source.removeEventListener('notification', onNotification);
      source.close();
    };
    // push is stable for the lifetime of the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
