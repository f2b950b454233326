import { useEffect, useRef } from 'react';
import { env } from '@/config/env';

type Handler = (data: string) => void;

interface Subscriber {
  handlers: Record<string, Handler>;
  onReconnect?: () => void;
}

/**
 * One server-sent event stream per tab (/api/notifications/stream), shared by every feature that listens:
 * the bell's notifications, the messages' signals (issue 46). Open while anyone listens, closed when the last
 * one leaves. EventSource reconnects by itself with Last-Event-ID; each reconnect after the first is told to
 * the subscribers, who refetch what they may have missed.
 */
let source: EventSource | null = null;
let readies = 0;
const subscribers = new Set<Subscriber>();
const bound = new Map<string, (event: MessageEvent<string>) => void>();

function bind(name: string) {
  if (!source || bound.has(name)) return;
  const dispatch = (event: MessageEvent<string>) => {
    for (const subscriber of subscribers) subscriber.handlers[name]?.(event.data);
  };
  bound.set(name, dispatch);
  source.addEventListener(name, dispatch);
}

function open() {
  source = new EventSource(`${env.VITE_API_URL}/notifications/stream`, { withCredentials: true });
  readies = 0;
  source.addEventListener('ready', () => {
    readies += 1;
    if (readies > 1) for (const subscriber of subscribers) subscriber.onReconnect?.();
  });
}

function subscribe(subscriber: Subscriber): () => void {
  if (!source) open();
  subscribers.add(subscriber);
  for (const name of Object.keys(subscriber.handlers)) bind(name);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0 || !source) return;
    source.close();
    source = null;
    bound.clear();
  };
}

/**
 * Listens to the tab's stream while `enabled`: `handlers` by event name (the latest ones are called, so they
 * may change every render), `onReconnect` after the stream came back (refetch what may have been missed).
 */
export function useLiveEvents(
  enabled: boolean,
  handlers: Record<string, Handler>,
  onReconnect?: () => void,
): void {
  const latest = useRef({ handlers, onReconnect });
  latest.current = { handlers, onReconnect };
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const forwarded = Object.fromEntries(
      names
        .split(',')
        .filter(Boolean)
        .map((name): [string, Handler] => [name, (data) => latest.current.handlers[name]?.(data)]),
    );
    return subscribe({ handlers: forwarded, onReconnect: () => latest.current.onReconnect?.() });
  }, [enabled, names]);
}
