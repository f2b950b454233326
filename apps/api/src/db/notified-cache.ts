import type { DatabaseHandle } from './client';
import type { Channel } from './announce';

export interface NotifiedCache<T> {
  /**
   * The value kept since the last notification, read now if nothing is kept; null while LISTEN is down,
   * when nothing can be kept fresh and the caller reads the database itself (or does without).
   */
  kept(): Promise<T> | null;
  /** Drops the kept value here, for this instance's own write, before its NOTIFY comes back. */
  forget(): void;
  /** Stops listening (the plugin's onClose). */
  close(): Promise<void>;
}

/**
 * One value read from the database and kept in this instance's memory until any instance says on
 * PostgreSQL that it changed (NOTIFY on `channel`; the payload is not read): a `notifiedMap` of one key.
 * The settings and the food search's copy of the foods use it.
 */
export async function notifiedCache<T>(
  database: Pick<DatabaseHandle, 'listen' | 'onListenState'>,
  channel: Channel,
  read: () => Promise<T>,
): Promise<NotifiedCache<T>> {
  const map = await notifiedMap<T>(database, channel, 1, () => 'all');
  return {
    kept: () => map.kept(0, read),
    forget: () => map.forget([0]),
    close: () => map.close(),
  };
}

export interface NotifiedMap<V> {
  /** The value kept for `key`, or `read()` now (kept unless a notification names `key` meanwhile). */
  get(key: number, read: () => Promise<V>): Promise<V>;
  /** As `get`, but null while LISTEN is down: the caller reads the database itself, or does without. */
  kept(key: number, read: () => Promise<V>): Promise<V> | null;
  /** Drops these keys here, after this instance's own write, before its NOTIFY comes back. */
  forget(keys: readonly (number | null)[]): void;
  /** Stops listening (the plugin's onClose). */
  close(): Promise<void>;
}

/**
 * Values per numeric key (an account's id) read from the database and kept in this instance's memory until
 * a NOTIFY on `channel` names their key (`keysIn`: by default the payload is the one key, and a payload that
 * is no key drops everything). The session cache has its own, keyed per session (auth/sessions.ts), on the
 * same rules:
 * - while LISTEN is down nothing is kept (a change announced meanwhile would be missed), and coming back
 *   drops what was kept before;
 * - a read that a notification overtakes is not kept, so a value read before a commit never outlives it;
 * - a read that fails is not kept; the next call reads again.
 * At most `maxEntries` are kept; past that the oldest tenth goes.
 */
export async function notifiedMap<V>(
  database: Pick<DatabaseHandle, 'listen' | 'onListenState'>,
  channel: Channel,
  maxEntries: number,
  keysIn: (payload: string) => number | 'all' = keyOrAll,
): Promise<NotifiedMap<V>> {
  const kept = new Map<number, Promise<V>>();
  let listening = true;

  const unlisten = await database.listen(channel, (payload) => {
    const key = keysIn(payload);
    if (key === 'all') kept.clear();
    else kept.delete(key);
  });
  const unwatch = database.onListenState((state) => {
    kept.clear();
    listening = state === 'up';
  });

  const makeRoom = () => {
    // Maps iterate in insertion order: the oldest tenth goes.
    let toDrop = Math.ceil(maxEntries / 10);
    for (const key of kept.keys()) {
      kept.delete(key);
      if (--toDrop === 0) break;
    }
  };

  const keptOrRead = (key: number, read: () => Promise<V>): Promise<V> | null => {
    if (!listening) return null;
    const known = kept.get(key);
    if (known) return known;
    if (kept.size >= maxEntries) makeRoom();
    const reading = read();
    kept.set(key, reading);
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    return reading;
  };

  return {
    get: (key, read) => keptOrRead(key, read) ?? read(),
    kept: keptOrRead,
    forget(keys) {
      for (const key of keys) if (key !== null) kept.delete(key);
    },
    async close() {
      unwatch();
      await unlisten();
    },
  };
}

/** A payload that is one key (an account's id) names it; anything else names every key. */
function keyOrAll(payload: string): number | 'all' {
  const key = Number(payload);
  return payload !== '' && Number.isSafeInteger(key) ? key : 'all';
}
