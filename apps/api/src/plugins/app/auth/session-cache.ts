/**
 * A short-lived, per-instance memory of session lookups (docs/decisions/0008-session-cache.md).
 * Entries are dropped when a session or its user changes, on this instance directly and on the others
 * through PostgreSQL NOTIFY; the TTL bounds staleness should a notification ever be missed.
 */
export class SessionCache<T extends { expiresAt: Date; user: { id: number } }> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** Raised by every forgetting: a lookup that began before one must not be remembered (see `set`). */
  private forgettings = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string): T | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.until <= now || entry.value.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /** What to hand back to `set` with the row read after this call. */
  mark(): number {
    return this.forgettings;
  }

  /**
   * Remembers a lookup. With `markBefore` (from `mark()` before the row was read) nothing is remembered if
   * anything was forgotten since: that row may be older than a revocation already applied here, and
   * remembering it would serve a closed session for the rest of the TTL.
   */
  set(sessionId: string, value: T, markBefore?: number): void {
    if (this.ttlMs <= 0) return;
    if (markBefore !== undefined && markBefore !== this.forgettings) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let toDrop = Math.ceil(this.maxEntries / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--toDrop === 0) break;
      }
    }
    this.entries.set(sessionId, { value, until: this.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.forgettings += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.forgettings += 1;
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.forgettings += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
