import { describe, expect, it } from 'vitest';
import type { ListenState } from './client';
import { CHANNELS } from './announce';
import { notifiedCache, notifiedMap, type NotifiedCache } from './notified-cache';

/** A LISTEN connection driven by hand: what the database would say, when the test says it. */
function fakeDatabase() {
  const payloadListeners = new Map<string, (payload: string) => void>();
  const stateListeners = new Set<(state: ListenState) => void>();
  return {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      payloadListeners.set(channel, onPayload);
      return async () => {
        payloadListeners.delete(channel);
      };
    },
    onListenState: (listener: (state: ListenState) => void) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    notify: (channel: string, payload = '') => payloadListeners.get(channel)?.(payload),
    setState: (state: ListenState) => {
      for (const listener of stateListeners) listener(state);
    },
    listening: () => [...payloadListeners.keys()],
    watchers: () => stateListeners.size,
  };
}

/** A read whose answers the test gives one by one: `release(n)` answers the n-th read (from 1). */
function countedReads() {
  const pending: ((value: number) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  return {
    read: () =>
      new Promise<number>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
    count: () => pending.length,
    release: (n: number) => pending[n - 1]?.(n),
    fail: (n: number) => failures[n - 1]?.(new Error('conexión perdida')),
  };
}

/** The cache's value while LISTEN is up, when it must give one. */
function keptWhileListening(cache: NotifiedCache<number>): Promise<number> {
  const value = cache.kept();
  if (value === null) throw new Error('nothing kept while LISTEN is up');
  return value;
}

/** Asks the cache and expects it to read for the `n`-th time, and to answer that read. */
async function expectNthRead(
  cache: NotifiedCache<number>,
  reads: ReturnType<typeof countedReads>,
  n: number,
) {
  const value = keptWhileListening(cache);
  expect(reads.count()).toBe(n);
  reads.release(n);
  expect(await value).toBe(n);
}

async function cacheOver(reads: ReturnType<typeof countedReads>) {
  const database = fakeDatabase();
  const cache = await notifiedCache(database, CHANNELS.settings, reads.read);
  return { database, cache };
}

describe('notifiedCache', () => {
  it('reads once and keeps the value until a notification on its channel', async () => {
    const reads = countedReads();
    const { database, cache } = await cacheOver(reads);
    await expectNthRead(cache, reads, 1);
    expect(await keptWhileListening(cache)).toBe(1);
    database.notify(CHANNELS.foods);
    expect(await keptWhileListening(cache)).toBe(1);
    expect(reads.count()).toBe(1);

    database.notify(CHANNELS.settings);
    await expectNthRead(cache, reads, 2);
  });

  it('shares one read between callers that come while it runs', async () => {
    const reads = countedReads();
    const { cache } = await cacheOver(reads);
    const callers = [keptWhileListening(cache), keptWhileListening(cache), keptWhileListening(cache)];
    reads.release(1);
    expect(await Promise.all(callers)).toEqual([1, 1, 1]);
    expect(reads.count()).toBe(1);
  });

  it('does not keep a read that a notification overtook', async () => {
    const reads = countedReads();
    const { database, cache } = await cacheOver(reads);
    const overtaken = keptWhileListening(cache);
    database.notify(CHANNELS.settings);
    reads.release(1);
    expect(await overtaken).toBe(1);
    await expectNthRead(cache, reads, 2);
  });

  it('keeps nothing while LISTEN is down and reads afresh once it is back', async () => {
    const reads = countedReads();
    const { database, cache } = await cacheOver(reads);
    await expectNthRead(cache, reads, 1);

    database.setState('down');
    expect(cache.kept()).toBeNull(); // LISTEN down
    expect(reads.count()).toBe(1);

    database.setState('up');
    await expectNthRead(cache, reads, 2);
  });

  it('reads again after a failed read and after forget()', async () => {
    const reads = countedReads();
    const { cache } = await cacheOver(reads);
    const failed = keptWhileListening(cache);
    reads.fail(1);
    await expect(failed).rejects.toThrow('conexión perdida');

    await expectNthRead(cache, reads, 2);
    cache.forget();
    await expectNthRead(cache, reads, 3);
  });

  it('stops listening on close', async () => {
    const reads = countedReads();
    const { database, cache } = await cacheOver(reads);
    expect(database.listening()).toEqual([CHANNELS.settings]);
    expect(database.watchers()).toBe(1);
    await cache.close();
    expect(database.listening()).toEqual([]);
    expect(database.watchers()).toBe(0);
  });
});

describe('notifiedMap', () => {
  async function mapOver(maxEntries = 100) {
    const database = fakeDatabase();
    const map = await notifiedMap<string>(database, CHANNELS.unreadBadges, maxEntries);
    const reads: number[] = [];
    const get = (key: number) =>
      map.get(key, async () => {
        reads.push(key);
        return `leído ${reads.length}`;
      });
    return { database, map, reads, get };
  }

  it('keeps each key until a notification names it; another key’s news leaves it', async () => {
    const { database, reads, get } = await mapOver();
    expect(await get(1)).toBe('leído 1');
    expect(await get(2)).toBe('leído 2');
    expect(await get(1)).toBe('leído 1');
    database.notify(CHANNELS.unreadBadges, '2');
    expect(await get(1)).toBe('leído 1');
    expect(await get(2)).toBe('leído 3');
    expect(reads).toEqual([1, 2, 2]);
  });

  it('drops everything on a payload that names no key, on forget, and while LISTEN is down', async () => {
    const { database, map, reads, get } = await mapOver();
    await get(1);
    await get(2);
    database.notify(CHANNELS.unreadBadges, 'todo');
    await get(1);
    await get(2);
    expect(reads).toEqual([1, 2, 1, 2]);

    map.forget([1, null]);
    await get(1);
    await get(2);
    expect(reads).toEqual([1, 2, 1, 2, 1]);

    database.setState('down');
    await get(2);
    await get(2);
    expect(reads).toEqual([1, 2, 1, 2, 1, 2, 2]);
    database.setState('up');
    await get(2);
    await get(2);
    expect(reads).toEqual([1, 2, 1, 2, 1, 2, 2, 2]);
  });

  it('does not keep a read that news of its key overtook, nor a failed one', async () => {
    const database = fakeDatabase();
    const map = await notifiedMap<number>(database, CHANNELS.unreadBadges, 100);
    const reads = countedReads();
    const overtaken = map.get(5, reads.read);
    database.notify(CHANNELS.unreadBadges, '5');
    reads.release(1);
    expect(await overtaken).toBe(1);
    const next = map.get(5, reads.read);
    expect(reads.count()).toBe(2);
    reads.fail(2);
    await expect(next).rejects.toThrow('conexión perdida');
    const retried = map.get(5, reads.read);
    expect(reads.count()).toBe(3);
    reads.release(3);
    expect(await retried).toBe(3);
    expect(await map.get(5, reads.read)).toBe(3);
  });

  it('keeps at most its bound, the oldest going first', async () => {
    const { reads, get } = await mapOver(10);
    for (let key = 1; key <= 10; key += 1) await get(key);
    await get(11);
    await get(2);
    await get(1);
    expect(reads).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]);
  });
});
