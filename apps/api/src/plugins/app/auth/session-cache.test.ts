import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const entry = (userId: number, expiresInMs = 60_000, now = 0) => ({
  expiresAt: new Date(now + expiresInMs),
  user: { id: userId },
});

describe('SessionCache', () => {
  it('returns an entry until its TTL, then forgets it', () => {
    let now = 0;
    const cache = new SessionCache(10_000, 100, () => now);
    cache.set('a', entry(1));
    now = 9_999;
    expect(cache.get('a')).toBeDefined();
    now = 10_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('never returns a session past its own expiry', () => {
    let now = 0;
    const cache = new SessionCache(10_000, 100, () => now);
    cache.set('a', entry(1, 3_000));
    now = 3_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(10_000, 100, () => 0);
    cache.set('a', entry(1));
    cache.set('b', entry(1));
    cache.set('c', entry(2));
    cache.forgetSession('c');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.size).toBe(0);
  });

  it('does not remember a lookup that began before a session or a user was forgotten', () => {
    const cache = new SessionCache(10_000, 100, () => 0);
    for (const forget of [() => cache.forgetSession('z'), () => cache.forgetUser(9), () => cache.clear()]) {
      const mark = cache.mark();
      forget();
      cache.set('a', entry(1), mark);
      expect(cache.get('a')).toBeUndefined();
    }
    cache.set('a', entry(1), cache.mark());
    expect(cache.get('a')).toBeDefined();
  });

  it('stays within its size, dropping the oldest', () => {
    const cache = new SessionCache(10_000, 10, () => 0);
    for (let i = 0; i < 25; i += 1) cache.set(`s${i}`, entry(i));
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.get('s24')).toBeDefined();
    expect(cache.get('s0')).toBeUndefined();
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new SessionCache(0, 10, () => 0);
    cache.set('a', entry(1));
    expect(cache.get('a')).toBeUndefined();
  });
});
