/**
 * A short-lived, per-instance memory of session lookups (docs/decisions/0008-session-cache.md).
 * Entries are dropped when a session or its user changes, on this instance directly and on the others
 * through PostgreSQL NOTIFY; the TTL bounds staleness should a notification ever be missed.
 */
export class SessionCache<T extends { expiresAt: Date; user: { id: number } }> {
  private readonly entries = new Map<string, { value: T; until: number }>();

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

  set(sessionId: string, value: T): void {
    if (this.ttlMs <= 0) return;
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
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.value.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
