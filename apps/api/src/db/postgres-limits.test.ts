import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { classRegistrations, liveClasses } from './schema/index';
import { openPostgres, type DatabaseHandle } from './client';
import { isDatabaseBusy, isDatabaseUnavailable } from '../lib/database-errors';
import { toErrorBody } from '../plugins/app/error-handler';
import { buildTestApp, testingOnPostgres, type TestContext } from '../../test/helper';
import { eventually, signedInAgent } from '../../test/factories';
import { startTcpProxy } from '../../test/tcp-proxy';

/** What a failed query turns into for the caller. */
const answerTo = (error: unknown) => toErrorBody(error as Parameters<typeof toErrorBody>[0]);

/** The rows of a raw query (the shared Db type does not know the driver's result shape). */
async function rowsOf(query: PromiseLike<unknown>): Promise<unknown[]> {
  return ((await query) as { rows: unknown[] }).rows;
}

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('la consulta debía fallar');
}

describe('busy and unavailable databases (issue 43 §3, §4)', () => {
  it('tells "busy" (lock, statement, pool queue) from "unavailable" (refused, lost, partitioned)', () => {
    const busy = [
      { code: '55P03' },
      { code: '57014' },
      { message: 'timeout exceeded when trying to connect' },
    ];
    for (const error of busy) {
      expect(isDatabaseBusy(error)).toBe(true);
      expect(answerTo(error)).toMatchObject({ status: 503, body: { message: API_ERRORS.busy } });
      expect(answerTo(error).retryAfterSeconds).toBe(1);
    }
    const down = [
      { code: '57P01' },
      { code: '55000' },
      { message: 'Query read timeout' },
      { message: 'Connection terminated due to connection timeout' },
    ];
    for (const error of down) {
      expect(isDatabaseBusy(error)).toBe(false);
      expect(answerTo(error)).toMatchObject({ status: 503, body: { message: API_ERRORS.databaseDown } });
    }
    expect(answerTo({ code: '23505' }).status).toBe(500);
  });
});

describe.runIf(testingOnPostgres)('the pool to PostgreSQL is bounded (issue 43 §3, §4)', () => {
  let ctx: TestContext;
  let url: string;
  const opened: DatabaseHandle[] = [];
  const open = (...args: Parameters<typeof openPostgres>) => {
    const handle = openPostgres(...args);
    opened.push(handle);
    return handle;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const backend = ctx.database.jobBackend;
    if (backend.kind !== 'postgres') throw new Error('se esperaba PostgreSQL');
    url = backend.connectionString;
  });
  afterAll(async () => {
    for (const handle of opened) await handle.close().catch(() => undefined);
    await ctx?.close();
  });

  it('a seat whose class row stays locked elsewhere answers "busy" within the lock timeout and writes nothing', async () => {
    const [live] = await ctx.database.db
      .insert(liveClasses)
      .values({
        slug: `bloqueada-${Date.now()}`,
        kind: 'class',
        title: 'Clase bloqueada',
        description: 'Prueba',
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        durationMinutes: 60,
        during: sql`tstzrange(now() + interval '3 days', now() + interval '3 days 1 hour', '[)')`,
        capacity: 5,
      })
      .returning({ id: liveClasses.id });
    if (!live) throw new Error('la clase no se creó');
    const classId = live.id;
    const { agent } = await signedInAgent(ctx.app);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from live_classes where id = $1 for update', [classId]);
      const started = performance.now();
      const refused = await agent.post(`/api/webinars/${classId}/register`);
      const waited = performance.now() - started;
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toMatchObject({ message: API_ERRORS.busy });
      expect(refused.headers['retry-after']).toBe('1');
      expect(waited).toBeLessThan(4000);
      const rows = await ctx.database.db
        .select()
        .from(classRegistrations)
        .where(eq(classRegistrations.classId, classId));
      expect(rows).toEqual([]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const seated = await agent.post(`/api/webinars/${classId}/register`);
    expect(seated.statusCode, seated.body).toBe(201);
  });

  it('with oneQueryAtATime, two queries at once on a transaction fail it; the connection serves the next one', async () => {
    const strict = open(url, { poolSize: 1, oneQueryAtATime: true });
    const failure = await failureOf(
      strict.db.transaction(async (tx) => {
        await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 2`)]);
      }),
    );
    // Drizzle names the query it sent; pg's wrapper says why it was refused.
    expect(String((failure as Error).cause)).toContain('busy with another: select 2');
    // Its rollback waited for the first query: the one connection is back, outside any transaction.
    const [row] = await rowsOf(strict.db.execute(sql`select now() = statement_timestamp() as outside`));
    expect(row).toEqual({ outside: true });
    // Without the option (production), pg 8 still queues them.
    const lenient = open(url, { poolSize: 1 });
    await lenient.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 2`)]);
    });
  });

  it('a burst beyond the pool queues for a connection; past the wait it hears "busy"', async () => {
    const patient = open(url, { poolSize: 1 });
    // Drizzle's queries start when awaited: then() sends this one now.
    const slow = patient.db.execute(sql`select pg_sleep(0.3)`).then((result) => result);
    await expect(patient.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
    await slow;

    const hurried = open(url, { poolSize: 1, limits: { poolWaitMs: 100 } });
    const held = hurried.db.execute(sql`select pg_sleep(0.5)`).then((result) => result);
    const error = await failureOf(hurried.db.execute(sql`select 1`));
    await held;
    expect(isDatabaseBusy(error)).toBe(true);
    expect(answerTo(error).body.message).toBe(API_ERRORS.busy);
  });

  it('a statement past the timeout is "busy", and its connection serves the next query', async () => {
    const bounded = open(url, { poolSize: 1, limits: { statementMs: 200 } });
    const error = await failureOf(bounded.db.execute(sql`select pg_sleep(2)`));
    expect(isDatabaseBusy(error)).toBe(true);
    expect(await rowsOf(bounded.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
  });

  it('a partition that drops packets fails a transaction within the read bound; the pool recovers after it', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    try {
      const limits = { statementMs: 400, readSlackMs: 300, connectMs: 500 };
      const partitioned = open(proxy.via(url), { poolSize: 2, limits });
      await partitioned.db.execute(sql`select 1`);
      proxy.partition(true);
      // More failed transactions than the pool has connections: none may keep its connection.
      let error: unknown;
      let waited = 0;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        error = await failureOf(
          partitioned.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
          }),
        );
        waited = Math.max(waited, performance.now() - started);
      }
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(answerTo(error).body.message).toBe(API_ERRORS.databaseDown);
      // One read bound (700 ms), not a second one for the ROLLBACK on the same stuck connection.
      expect(waited).toBeLessThan(1300);
      // A new connection during the partition is refused by the connect bound, not left hanging.
      const connecting = performance.now();
      const refused = await failureOf(
        Promise.allSettled([
          partitioned.db.execute(sql`select 1`),
          partitioned.db.execute(sql`select 1`),
        ]).then((outcomes) => {
          const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
          if (failed.length === 2) throw failed[0]?.reason;
        }),
      );
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(performance.now() - connecting).toBeLessThan(1300);
      proxy.partition(false);
      // Every connection the partition broke went back to the pool and was discarded: it serves again at
      // once, all of it (a leaked one would leave these waiting for the pool's 10 s and then "busy").
      const healing = performance.now();
      const healed = await Promise.all(
        [1, 2, 3].map((n) => rowsOf(partitioned.db.execute(sql`select ${n}::int as n`))),
      );
      expect(healed).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
      expect(performance.now() - healing).toBeLessThan(2000);
    } finally {
      await proxy.close();
    }
  });
  it('a LISTEN connection behind a partition is noticed by its probe and comes back', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    try {
      const listening = open(proxy.via(url), { poolSize: 1, limits: { listenProbeMs: 200, connectMs: 300 } });
      const states: string[] = [];
      listening.onListenState((state) => states.push(state));
      await listening.listen('probe_test', () => undefined);
      proxy.partition(true);
      const started = performance.now();
      await eventually(async () => states.includes('down'), 'the LISTEN connection noticed', 3000);
      expect(performance.now() - started).toBeLessThan(2000);
      proxy.partition(false);
      await eventually(async () => states.at(-1) === 'up', 'the LISTEN connection back', 5000);
    } finally {
      await proxy.close();
    }
  });
});
