import { useRef } from 'react';

/**
 * One idempotency key per distinct request: a double click or a retry after a timeout sends the same key and
 * never opens two checkouts; a corrected request (other billing data, another cart) gets a key of its own,
 * since the server refuses a key reused for a different purchase.
 */
export function useIdempotencyKey(): (request: unknown) => string {
  const lastAttempt = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    const serialised = JSON.stringify(request);
    if (lastAttempt.current?.request !== serialised)
      lastAttempt.current = { request: serialised, key: crypto.randomUUID() };
    return lastAttempt.current.key;
  };
}
