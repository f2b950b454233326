/**
 * A one-second memo of computed free slots (ADR 0037). Free slots are asked for far more often than they
 * change, and computing a month for a whole team costs tens of milliseconds of CPU: at 50 connections only a
 * memo keeps p99 under budget. Correctness never rests on it: a booking re-checks its slot uncached and the
 * EXCLUDE constraint decides races. This instance's own writes clear it at once; another instance's writes
 * show here within `ttlMs`. Concurrent misses of one key share one computation.
 */
export function slotCache<T>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.value;
      if (entries.size >= options.maxEntries) entries.clear();
      const value = compute();
      entries.set(key, { at: now, value });
      // A failed computation is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
