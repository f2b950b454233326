import { describe, expect, it } from 'vitest';
import { slotCache } from './slot-cache';

describe('slotCache', () => {
  it('computes a key once while fresh, again after its time, and shares one computation between waiters', async () => {
    const cache = slotCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs;
    };
    const [first, second] = await Promise.all([cache.get('a', compute, 0), cache.get('a', compute, 10)]);
    expect([first, second, runs]).toEqual([1, 1, 1]);
    expect(await cache.get('a', compute, 999)).toBe(1);
    expect(await cache.get('a', compute, 1000)).toBe(2);
    cache.clear();
    expect(await cache.get('a', compute, 1001)).toBe(3);
  });

  it('does not remember a failure', async () => {
    const cache = slotCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('b', () => Promise.reject(new Error('sin base de datos')), 0)).rejects.toThrow();
    expect(await cache.get('b', async () => 7, 1)).toBe(7);
  });
});
