/* eslint-disable max-lines -- the two database engines behind one handle, with the PostgreSQL bounds and the driver mends of ADR 0066; they only make sense together. */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { MIGRATIONS_DIR } from '../lib/paths';
import { acquireDataDirLock } from './data-dir-lock';
import { TYPO_SIMILARITY, TYPO_SIMILARITY_SETTING } from '../lib/typo-search';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * An open transaction, as `app.db.transaction` hands it to its callback. A repository method whose work must
 * be atomic (a row read under lock, then written) takes `tx: Tx`: passing `app.db` does not compile, so the
 * service that calls it opens the transaction (ADR 0010), never the repository.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ListenState = 'up' | 'down';

/** What the job queue (pg-boss) connects to: the same embedded database, or its own pool on the server. */
export type JobBackend =
  | {
      kind: 'pglite';
      client: PGlite;
      /**
       * Opened by this process alone (its data directory locked): any job still active in it at start
       * belongs to a process that died (ADR 0061). False for a database tests share between app instances.
       */
      soleProcess: boolean;
    }
  | { kind: 'postgres'; connectionString: string };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobBackend: JobBackend;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (issue 43 §7): on PostgreSQL under a session advisory
   * lock, so instances starting together on a new or upgraded database migrate and seed one after the
   * other; the embedded database has one process by construction.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN for cross-instance fan-out over one shared connection; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Told when the LISTEN connection drops and when it is back (re-subscribed). Notifications sent while it
   * was down are lost, so whatever relies on them (caches, open streams) must resynchronise on `up`.
   */
  onListenState(listener: (state: ListenState) => void): () => void;
  /** Where errors of idle connections go (they must never crash the process). */
  onBackgroundError(listener: (error: Error, where: string) => void): void;
  /**
   * The embedded database's consistent snapshot (its data directory, gzip'd tar, taken between statements),
   * for `npm run backup` (issue 43 §9); PostgreSQL has pg_dump instead.
   */
  snapshot?(): Promise<Blob>;
  /** The PostgreSQL pool's connections right now (the operator's metrics); the embedded database has one. */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 1000;

/**
 * One dedicated connection for every LISTEN of this instance. When PostgreSQL drops it (restart, failover,
 * pg_terminate_backend) it reconnects with capped backoff and re-subscribes to every channel.
 */
class ResilientListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly stateListeners = new Set<(state: ListenState) => void>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;

  private probeTimer: NodeJS.Timeout | null = null;
  /** The connection's queries, one after the other: LISTEN, UNLISTEN and the probe are asked at any time. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly reportError: (error: Error, where: string) => void,
    /** How often the connection is asked a question, and how long its answer may take (issue 43 §4). */
    private readonly probe: { everyMs: number; timeoutMs: number },
  ) {}

  /**
   * A LISTEN connection only receives: behind a partition that keeps TCP up it would wait silently, and the
   * notifications sent meanwhile would be lost unnoticed. It is asked `select 1` now and then; an answer that
   * does not come drops it, which reconnects it and tells the listeners to resynchronise.
   */
  private startProbing(client: pg.Client) {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => {
      if (this.client !== client) return;
      let answered = false;
      const timer = setTimeout(() => {
        if (!answered && this.client === client)
          (
            client as unknown as { connection?: { stream?: { destroy(error?: Error): void } } }
          ).connection?.stream?.destroy(new Error('LISTEN connection did not answer its probe'));
      }, this.probe.timeoutMs);
      this.ask(client, 'select 1').then(
        () => {
          answered = true;
          clearTimeout(timer);
        },
        () => clearTimeout(timer),
      );
    }, this.probe.everyMs);
    this.probeTimer.unref();
  }

  onState(listener: (state: ListenState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(onPayload);
    if (!this.client) await this.connect();
    else if (isNew) await this.ask(this.client, `LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size === 0) {
        this.channels.delete(channel);
        if (this.client)
          await this.ask(this.client, `UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  /** Sends `text` once the connection's previous query has been answered (pg 9 refuses one sent before). */
  private ask(client: pg.Client, text: string): Promise<unknown> {
    const answer = this.turn.then(() => client.query(text));
    this.turn = answer.catch(() => undefined);
    return answer;
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.connectionString,
        connectionTimeoutMillis: 2000,
        // Named, so an operator (and a test) finds this instance's LISTEN connection in pg_stat_activity.
        application_name: 'vitalia-listen',
      });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client, new Error('LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.payload === undefined) return;
        for (const listener of this.channels.get(message.channel) ?? []) listener(message.payload);
      });
      try {
        await client.connect();
        this.turn = Promise.resolve();
        for (const channel of this.channels.keys())
          await this.ask(client, `LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.attempt = 0;
      this.startProbing(client);
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client, error: Error) {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.reportError(error, 'listen');
    this.emit('down');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => this.emit('up'),
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retryTimer.unref();
  }

  private emit(state: ListenState) {
    for (const listener of this.stateListeners) listener(state);
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.probeTimer) clearInterval(this.probeTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

/** The advisory lock key start-up preparation takes (a fixed number: "vita" in ASCII). */
const PREPARE_LOCK_KEY = 0x76697461;

/**
 * The bounds of every pooled connection to PostgreSQL (issue 43 §3, §4, ADR 0066). Each says what a caller
 * hears when it is reached: a refused or unreachable server within `connectMs` (503 "no disponible"); a burst
 * of requests queues for a connection up to `poolWaitMs`, and a row lock is waited for up to `lockMs`, before
 * the request hears "busy" (503 with Retry-After, the database being fine); a statement runs at most
 * `statementMs`, and an answer that never arrives (a partition dropping packets) is given up `readSlackMs`
 * later, the connection dropped with it.
 */
export const POSTGRES_LIMITS = {
  connectMs: 2000,
  poolWaitMs: 10_000,
  lockMs: 2000,
  statementMs: 4000,
  readSlackMs: 500,
  /** A session left idle inside a transaction (a frozen process) stops holding its locks. */
  idleInTransactionMs: 10_000,
  /** TCP keepalive probes start after this much silence, so a dead peer is noticed by the kernel too. */
  keepAliveMs: 10_000,
  /** How often the LISTEN connection is asked `select 1` (answer within connectMs, or it is reconnected). */
  listenProbeMs: 10_000,
} as const;

export type PostgresLimits = { [Key in keyof typeof POSTGRES_LIMITS]: number };

export interface PostgresOptions {
  poolSize?: number;
  /** The configured statement timeout, or tests' shorter waits. */
  limits?: Partial<PostgresLimits>;
  /**
   * Tests: a query sent on a connection still busy with another fails at once instead of waiting in pg's
   * queue. pg 8 queues it with a deprecation warning and pg 9 refuses it; inside a transaction, a
   * `Promise.all` of queries on `tx` does exactly that (ADR 0095).
   */
  oneQueryAtATime?: boolean;
}

/** Told by pg when a query's answer has not come within `query_timeout`. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** The SQL text of a pg query() call, whichever of its forms was used. */
const queryText = (first: unknown): string =>
  typeof first === 'string'
    ? first
    : typeof (first as { text?: unknown } | null)?.text === 'string'
      ? (first as { text: string }).text
      : '';

/**
 * Two faults of the drivers under a partition (issue 43 §4), mended on every pooled connection:
 * - pg gives up waiting for a query's answer but keeps the connection, which a transaction then uses for its
 *   ROLLBACK (waiting as long again) and hands back to the pool with the first answer still due. A connection
 *   whose answer timed out is dropped instead: the rollback fails at once and the pool opens a new one.
 * - Drizzle's transaction() sends BEGIN before its try/finally, so a BEGIN that fails never gives the
 *   connection back, and a partition that outlasts the pool's size leaves it empty for good. The failed
 *   BEGIN's connection is released here, with its error, which makes the pool discard it.
 * With `oneQueryAtATime` (tests), a query sent while the connection is still busy is refused (PostgresOptions).
 */
function mendPooledClient(client: pg.PoolClient, oneQueryAtATime: boolean): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let pending = 0;
  // pg's overloads of query() cannot be restated one by one; the wrapper passes every call through unchanged.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    // A rollback still waits its turn: refused, it would hand the connection back inside its transaction.
    if (oneQueryAtATime && pending > 0 && !/^\s*rollback\b/i.test(queryText(args[0])))
      return Promise.reject(
        new Error(`a query was sent while this connection was busy with another: ${queryText(args[0])}`),
      );
    const result = query(...args);
    if (result instanceof Promise) {
      // Counted only where it is checked: production's queries pay nothing for the tests' guard.
      if (oneQueryAtATime) {
        pending += 1;
        result.then(
          () => (pending -= 1),
          () => (pending -= 1),
        );
      }
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE)
          (
            client as unknown as { connection?: { stream?: { destroy(): void } } }
          ).connection?.stream?.destroy();
        if (/^\s*begin\b/i.test(queryText(args[0]))) client.release(error instanceof Error ? error : true);
      });
    }
    return result;
  };
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseHandle {
  const limits: PostgresLimits = { ...POSTGRES_LIMITS, ...options.limits };
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // pg-pool uses this one figure for waiting in its queue; the connection's own attempt is bounded below.
    connectionTimeoutMillis: limits.poolWaitMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveMs,
    statement_timeout: limits.statementMs,
    lock_timeout: limits.lockMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    query_timeout: limits.statementMs + limits.readSlackMs,
    Client: class BoundedClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super(typeof config === 'object' ? { ...config, connectionTimeoutMillis: limits.connectMs } : config);
      }
    },
    // The catalogue searches' typo threshold, set for the whole session (lib/typo-search.ts).
    options: `-c ${TYPO_SIMILARITY_SETTING}=${TYPO_SIMILARITY}`,
  });
  const errorListeners = new Set<(error: Error, where: string) => void>();
  const reportError = (error: Error, where: string) => {
    for (const listener of errorListeners) listener(error, where);
  };
  // An idle pooled connection that PostgreSQL terminates emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (error) => reportError(error, 'pool'));
  // So does a connection terminated while checked out (inside a transaction): its query fails (and the request
  // with it, as a 503), the client emits 'error' too, and without a listener that error would end the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => reportError(error, 'client'));
    mendPooledClient(client, options.oneQueryAtATime ?? false);
  });
  const listener = new ResilientListener(connectionString, reportError, {
    everyMs: limits.listenProbeMs,
    timeoutMs: limits.connectMs,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobBackend: { kind: 'postgres', connectionString },
    migrate: async () => {
      // A migration may build an index on a large table: it runs on a connection of its own, not bounded
      // by the statement timeout of the requests' pool.
      const client = new pg.Client({ connectionString, application_name: 'vitalia-migrate' });
      await client.connect();
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    exclusively: async (work) => {
      const holder = new pg.Client({ connectionString, application_name: 'vitalia-prepare' });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        return await work();
      } finally {
        // Ending the session releases the lock too, whatever happened to the unlock.
        await holder.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
        await holder.end().catch(() => undefined);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolStats: () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    onListenState: (callback) => listener.onState(callback),
    onBackgroundError: (callback) => {
      errorListeners.add(callback);
    },
  };
}

export function wrapPglite(client: PGlite, releaseLock?: () => void): DatabaseHandle {
  const drizzleDb = drizzlePglite(client, { schema });
  // The catalogue searches' typo threshold for the one session (lib/typo-search.ts). PGlite runs statements
  // in the order they are sent, so every query through this handle comes after it.
  // Should it ever fail, typo searches fall back to pg_trgm's default and nothing else changes.
  client.exec(`set ${TYPO_SIMILARITY_SETTING} = ${TYPO_SIMILARITY}`).catch(() => undefined);
  return {
    db: drizzleDb as unknown as Db,
    kind: 'pglite',
    jobBackend: { kind: 'pglite', client, soleProcess: releaseLock !== undefined },
    migrate: () => migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      releaseLock?.();
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    // In-process: the LISTEN "connection" cannot drop.
    onListenState: () => () => {},
    onBackgroundError: () => {},
    snapshot: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the searches; unaccent: Spanish search;
 * btree_gist: appointments that cannot overlap).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

/**
 * How every PGlite of the app and its tests starts: PGlite's own parameters, with a 32 MB buffer cache instead
 * of PostgreSQL's 128 MB. WASM has no lazily zeroed shared memory: PGlite zeroes the whole segment at every
 * start (~0.4 s of `memset` for 128 MB on this machine, and its pages stay resident). An embedded database is
 * a small one, and a page not in the cache is one read from the operating system's (ADR 0053).
 */
export const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

/** Embedded default: PGlite on disk (an in-memory one costs ~850 MB RSS, see STACK-NOTES). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Two processes on one PGlite directory corrupt each other's writes: the second refuses to start.
  const releaseLock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function openDatabase(
  options: {
    databaseUrl?: string;
    dataDir: string;
  } & PostgresOptions,
): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
