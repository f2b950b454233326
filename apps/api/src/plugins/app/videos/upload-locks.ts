import pg from 'pg';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { DatabaseHandle, Db } from '../../../db/client';
import { announce, CHANNELS } from '../../../db/announce';

/** How long a request waits for an upload that another request is writing (tus's own default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 50;
/** Asked again this often while waiting, in case the holder's instance missed the first NOTIFY. */
const ASK_AGAIN_MS = 1000;

/**
 * One tus upload's lock across every instance (ADR 0042): a PostgreSQL advisory lock, held by a connection
 * of its own for as long as the request writes. A request that finds the upload locked asks the holder to
 * let go (NOTIFY; tus then cancels the holder's request, as its MemoryLocker does in one process) and
 * retries; a holder whose process is killed drops its connection, and PostgreSQL releases the lock at once.
 */
class PostgresUploadLocker implements Locker {
  /** What to call to make this instance's request for an upload let go, by upload id. */
  readonly holders = new Map<string, RequestRelease>();

  constructor(
    readonly connectionString: string,
    readonly askRelease: (id: string) => Promise<void>,
    readonly acquireTimeoutMs: number,
  ) {}

  newLock(id: string): Lock {
    return new PostgresUploadLock(id, this);
  }
}

class PostgresUploadLock implements Lock {
  private client: pg.Client | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresUploadLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = new pg.Client({
      connectionString: this.locker.connectionString,
      connectionTimeoutMillis: 2000,
      // Named, so an operator sees in pg_stat_activity which connections hold an upload.
      application_name: 'vitalia-upload-lock',
    });
    // A connection PostgreSQL drops releases the lock; the request that held it then fails on its own.
    client.on('error', () => undefined);
    await client.connect();
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let askedAt = 0;
    try {
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(
          `select pg_try_advisory_lock(hashtext('vitalia.tus-upload'), hashtext($1)) as locked`,
          [this.id],
        );
        if (rows[0]?.locked) break;
        if (stopSignal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (Date.now() - askedAt > ASK_AGAIN_MS) {
          askedAt = Date.now();
          await this.locker.askRelease(this.id);
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.locker.holders.set(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    this.locker.holders.delete(this.id);
    // Ending the session releases its advisory lock, even when the unlock statement would have failed.
    await client.end().catch(() => undefined);
  }
}

/** PGlite is one process: every app on it shares one in-memory locker (tests build several). */
const embeddedLockers = new WeakMap<DatabaseHandle, MemoryLocker>();

/**
 * The tus locker of an app: across instances on PostgreSQL, in memory on PGlite (where every instance is
 * in this one process). Returns the locker and what to call on close.
 */
export async function uploadLockerFor(
  database: DatabaseHandle,
  db: Db,
  acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
): Promise<{ locker: Locker; close: () => Promise<void> }> {
  if (database.jobBackend.kind !== 'postgres') {
    let locker = embeddedLockers.get(database);
    if (!locker) {
      locker = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
      embeddedLockers.set(database, locker);
    }
    return { locker, close: async () => undefined };
  }
  const locker = new PostgresUploadLocker(
    database.jobBackend.connectionString,
    (id) => announce(db, CHANNELS.uploadLocks, id),
    acquireTimeoutMs,
  );
  const unlisten = await database.listen(CHANNELS.uploadLocks, (payload) => {
    let id: unknown;
    try {
      id = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof id === 'string') void locker.holders.get(id)?.();
  });
  return { locker, close: unlisten };
}
