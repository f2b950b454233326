/* eslint-disable max-lines -- the one wrapper around pg-boss (define, send, supervise, the Tareas queries); splitting it would spread its invariants. */
import crypto from 'node:crypto';
import { rowsOf } from '../../../db/rows';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job, type Queue } from 'pg-boss';
import type { Db } from '../../../db/client';

/** How a queue retries and how long it keeps what it did (pg-boss queue options). */
export interface QueueSpec {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still active after this long was lost with its process: it is retried. */
  expireInSeconds: number;
  /** Cron expression (UTC) for a queue that runs on a schedule, once per period across instances. */
  schedule?: string;
  /** Jobs fetched per poll; handlers still run and fail one job at a time. */
  batchSize?: number;
}

export interface SendOptions {
  /** The caller's transaction: the job commits with the row that caused it, or not at all. */
  tx?: Db;
  /** Exactly one job per key and queue, ever (until it is removed): a deterministic job id. */
  key?: string;
  startAfter?: Date;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  /** Declares a queue (idempotent) and, when this instance works, its handler. */
  define<T extends object>(name: string, spec: QueueSpec, handler: JobHandler<T>): Promise<void>;
  /** Enqueues a job; null when a job with the same key already exists. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Failed jobs of the given queues, newest first. */
  failed(queues: readonly string[], limit: number): Promise<FailedJobRow[]>;
  /** Jobs of the given queues running now, longest running first. */
  running(queues: readonly string[], limit: number): Promise<RunningJobRow[]>;
  /**
   * Puts a running job back in line for a new start (an admin's "reintentar" on a task that seems stuck);
   * false when it is not (or no longer) running. Its handler, if still alive, finishes unaware: the jobs'
   * effects are keyed (ADR 0065), and a transcode writes over the same prefix.
   */
  restart(name: string, id: string, tx?: Db): Promise<boolean>;
  /** Puts a failed job back in line; false when it is not (or no longer) failed. With `tx`, atomically. */
  retry(name: string, id: string, tx?: Db): Promise<boolean>;
  /** Removes a failed job for good; false when it is not (or no longer) failed. */
  cancel(name: string, id: string, tx?: Db): Promise<boolean>;
  /**
   * Runs a job's database effects once (issue 43 §1): `work` and a marker keyed by the job's id commit in
   * one transaction, so a job run again after they committed (its process died before the queue marked it
   * done) changes nothing. Answers false when they were done already.
   */
  effectsOnce(name: string, jobId: string, work: (tx: Db) => Promise<void>): Promise<boolean>;
  /** Whether a job's effect outside the database (an SMTP send) was recorded as done. */
  effectDone(jobId: string): Promise<boolean>;
  /** Records that effect as done, after it was made. */
  markEffectDone(name: string, jobId: string): Promise<void>;
  /** Jobs waiting and running per queue, and how long the oldest has waited (the operator's metrics). */
  backlog(): Promise<QueueBacklog[]>;
  /** Resolves once no job of `name` is waiting or running (tests, shutdown of a batch). */
  drained(name: string, timeoutMs?: number): Promise<void>;
  readonly boss: PgBoss;
}

export interface QueueBacklog {
  name: string;
  waiting: number;
  active: number;
  oldestWaitingSeconds: number;
}

export interface RunningJobRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  retryCount: number;
  startedOn: Date;
}

export interface FailedJobRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** pg-boss's Drizzle adapter over one of our transactions (typed through the one call it makes). */
function inTransaction(tx: Db) {
  return fromDrizzle(
    { execute: async (query: unknown) => (await tx.execute(query as SQL)) as unknown as { rows: unknown[] } },
    sql,
  );
}

/** A job id that is the same for the same queue and key (UUID layout over SHA-256, version 8). */
export function jobIdFor(name: string, key: string): string {
  const hex = crypto.createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An error as stored with a failed job: its message with e-mail addresses removed (no personal data). */
export function storedError(error: unknown): { message: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { message: message.replace(/[^\s<>"']+@[^\s<>"']+/g, '[correo]').slice(0, 500) };
}

/** Embedded databases whose dead jobs were put back at this process's start (once per database). */
const requeuedAtStart = new WeakSet<object>();

/** How long shutdown waits for the queue: inside the 2 s a SIGTERM gets, leaving room for the rest. */
const STOP_BUDGET_MS = 1200;

/**
 * A running job's worker refreshes its heartbeat every half of this (pg-boss's per-job heartbeat; its
 * minimum is 10 s). A job whose heartbeat is older belongs to a process that died (ADR 0061).
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/** How often a worker looks for such jobs and puts them back in line. */
export const DEAD_JOB_SWEEP_MS = 5000;

/**
 * Puts back in line, to run at once, the jobs whose process died while running them (issue 42 §8, ADR
 * 0061): every job still active (`everyActive`: at the start of the one process an embedded PGlite allows,
 * which no other process can be running), or those whose heartbeat stopped (PostgreSQL, any number of
 * instances). pg-boss's own supervisor would fail them only after their lock (mail 120 s, transcoding 2 h)
 * or with their retry delay (15–60 s). The next claim counts the attempt (`retry_count`), so a job that
 * keeps killing its process ends as failed; one out of attempts is failed here. Answers how many.
 */
export async function requeueDeadJobs(db: Db, options: { everyActive: boolean }): Promise<number> {
  const exists = await db.execute(sql`select to_regclass('pgboss.job') is not null as "exists"`);
  const rows = (Array.isArray(exists) ? exists : (exists as { rows: unknown[] }).rows) as {
    exists: boolean;
  }[];
  if (!rows[0]?.exists) return 0;
  const dead = options.everyActive
    ? sql`state = 'active'`
    : sql`state = 'active' and heartbeat_seconds is not null
          and heartbeat_on + heartbeat_seconds * interval '1 second' < pgboss.job_now()`;
  const result = await db.execute(sql`
    update pgboss.job set
      state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
      start_after = pgboss.job_now(),
      completed_on = case when retry_count < retry_limit then null else pgboss.job_now() end,
      output = case when retry_count < retry_limit then output
                    else '{"message": "el proceso terminó mientras corría la tarea"}'::jsonb end,
      heartbeat_on = null
    where ${dead}
    returning id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
}

export interface JobQueueOptions {
  /** Whether this instance runs handlers and schedules (off: it only enqueues). */
  work: boolean;
  /** How long finished jobs are kept before pg-boss removes them. */
  keepCompletedSeconds: number;
  /** How often a worker looks for jobs whose process died (their lock expired) and puts them back in line. */
  superviseIntervalSeconds: number;
  /** Test clock, so a job scheduled at T can be shown not to run before T. */
  clock?: ConstructorOptions['clock'];
}

/**
 * The durable job queue (issue 18, ADR 0028): pg-boss on the same PostgreSQL or PGlite as the app. Jobs are
 * claimed with SKIP LOCKED, so any number of instances share them; a job whose process dies is retried when
 * its expiry passes; schedules run once per period across instances; NOTIFY wakes workers at once.
 */
export default fp(
  async (app: FastifyInstance, options: JobQueueOptions) => {
    const backend = app.database.jobBackend;
    const common: ConstructorOptions = {
      useListenNotify: true,
      schedule: options.work,
      supervise: options.work,
      superviseIntervalSeconds: options.superviseIntervalSeconds,
      ...(options.clock ? { clock: options.clock } : {}),
    };
    const boss = new PgBoss(
      backend.kind === 'pglite'
        ? { ...common, backend: 'pglite', db: fromPglite(backend.client) }
        : { ...common, connectionString: backend.connectionString, max: 4, application_name: 'vitalia-jobs' },
    );
    // Connection trouble is reported here and retried by pg-boss; it never ends the process.
    boss.on('error', (error: Error) => app.log.warn({ err: { message: error.message } }, 'job queue error'));

    // Plugins declare their queues while the app is built; pg-boss starts and the declarations are made together
    // in ready(), with one read of every queue instead of two statements per queue (ADR 0053).
    const declared: Array<(known: Map<string, Queue>) => Promise<void>> = [];
    let starting: Promise<void> | null = null;
    const started = (): Promise<void> => {
      starting ??= (async () => {
        await boss.start();
        // Markers outlive their jobs by far (finished jobs are kept a day): older than a week they go.
        if (options.work)
          await app.db
            .execute(sql`delete from job_effects where done_at < now() - interval '7 days'`)
            .catch(() => undefined);
        // The embedded database's one process is starting: what is still active was its predecessor's.
        if (backend.kind === 'pglite' && backend.soleProcess && !requeuedAtStart.has(backend.client)) {
          requeuedAtStart.add(backend.client);
          const requeued = await requeueDeadJobs(app.db, { everyActive: true });
          if (requeued > 0) app.log.warn({ requeued }, 'jobs of the previous process put back in line');
        }
        const known = new Map((await boss.getQueues()).map((existing) => [existing.name, existing]));
        for (const declare of declared) await declare(known);
      })().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    };
    app.addHook('onReady', started);

    const isFailed = async (name: string, id: string, tx: Db = app.db) =>
      rowsOf<{ id: string }>(
        await tx.execute(
          sql`select id from pgboss.job where name = ${name} and id = ${id}::uuid and state = 'failed'`,
        ),
      ).length > 0;
    const handlers = new Map<string, string>();
    const declareQueue = async <T extends object>(
      name: string,
      spec: QueueSpec,
      handler: JobHandler<T>,
      known?: Map<string, Queue>,
    ) => {
      const queueOptions: Omit<Queue, 'name'> = {
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelay,
        retryBackoff: spec.retryBackoff,
        expireInSeconds: spec.expireInSeconds,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        deleteAfterSeconds: options.keepCompletedSeconds,
        notify: true,
      };
      const current = known ? known.get(name) : await boss.getQueue(name);
      if (current) {
        // A restart with the same settings writes nothing.
        const changed = (Object.keys(queueOptions) as Array<keyof typeof queueOptions>).some(
          (key) => current[key] !== queueOptions[key],
        );
        if (changed) await boss.updateQueue(name, queueOptions);
      } else
        await boss.createQueue(name, queueOptions).catch(async (error: unknown) => {
          // Another instance created it a moment ago.
          if (!(await boss.getQueue(name))) throw error;
        });
      if (!options.work || handlers.has(name)) return;
      if (spec.schedule) await boss.schedule(name, spec.schedule, {}, { tz: 'UTC' });
      const workerId = await boss.work<object>(
        name,
        {
          batchSize: spec.batchSize ?? 5,
          perJobResults: true,
          // NOTIFY wakes the worker for new jobs; polling finds delayed jobs and retries when they fall due.
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 1,
          // A full batch means more are waiting: fetch again at once instead of waiting for the next poll.
          burstWhenBatchFull: true,
        },
        async (jobs: Job<object>[]) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await handler(job.data as Parameters<typeof handler>[0], {
                  id: job.id,
                  retryCount: job.retryCount,
                });
                return { id: job.id, status: 'completed' as const };
              } catch (error) {
                app.log.warn({ queue: name, jobId: job.id, err: storedError(error) }, 'job failed');
                return { id: job.id, status: 'failed' as const, output: storedError(error) };
              }
            }),
          ),
      );
      handlers.set(name, workerId);
    };
    const queue: JobQueue = {
      boss,
      async define(name, spec, handler) {
        // Before the start: declared with the others when the queue starts. After it: at once.
        if (!starting) declared.push((known) => declareQueue(name, spec, handler, known));
        else await started().then(() => declareQueue(name, spec, handler));
      },

      async send(name, data, sendOptions = {}) {
        await started();
        return boss.send(name, data, {
          ...(sendOptions.key ? { id: jobIdFor(name, sendOptions.key) } : {}),
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
          ...(sendOptions.tx ? { db: inTransaction(sendOptions.tx) } : {}),
        });
      },

      async backlog() {
        await started();
        // Waiting includes retries due later; the oldest counts from when a job could first have run.
        const result = await app.db.execute(sql`
          select name,
                 count(*) filter (where state in ('created', 'retry'))::int as waiting,
                 count(*) filter (where state = 'active')::int as active,
                 coalesce(extract(epoch from now() - min(start_after) filter (
                   where state in ('created', 'retry') and start_after <= now())), 0)::float8 as "oldestWaitingSeconds"
          from pgboss.job
          where state in ('created', 'retry', 'active')
          group by name`);
        return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as QueueBacklog[];
      },

      async failed(queues, limit) {
        if (queues.length === 0) return [];
        await started();
        const result = await app.db.execute(sql`
          select id::text as id, name, data, output, retry_count as "retryCount",
                 created_on as "createdOn", completed_on as "completedOn"
          from pgboss.job
          where state = 'failed' and name in (${sql.join(
            queues.map((name) => sql`${name}`),
            sql`, `,
          )})
          order by completed_on desc nulls last, created_on desc
          limit ${limit}`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
          Omit<FailedJobRow, 'createdOn' | 'completedOn'> & {
            createdOn: string | Date;
            completedOn: string | Date | null;
          }
        >;
        return rows.map((row) => ({
          ...row,
          createdOn: new Date(row.createdOn),
          completedOn: row.completedOn ? new Date(row.completedOn) : null,
        }));
      },

      async running(queues, limit) {
        if (queues.length === 0) return [];
        await started();
        const rows = rowsOf<Omit<RunningJobRow, 'startedOn'> & { startedOn: string | Date }>(
          await app.db.execute(sql`
            select id::text as id, name, data, retry_count as "retryCount", started_on as "startedOn"
            from pgboss.job
            where state = 'active' and name in (${sql.join(
              queues.map((name) => sql`${name}`),
              sql`, `,
            )})
            order by started_on asc
            limit ${limit}`),
        );
        return rows.map((row) => ({ ...row, startedOn: new Date(row.startedOn) }));
      },

      async restart(name, id, tx = app.db) {
        await started();
        const restarted = rowsOf<{ id: string }>(
          await tx.execute(sql`
            update pgboss.job set state = 'retry'::pgboss.job_state, start_after = pgboss.job_now(),
              heartbeat_on = null
            where name = ${name} and id = ${id}::uuid and state = 'active'
            returning id`),
        );
        return restarted.length > 0;
      },

      async retry(name, id, tx) {
        await started();
        if (!(await isFailed(name, id, tx))) return false;
        await boss.retry(name, id, tx ? { db: inTransaction(tx) } : {});
        return true;
      },

      async cancel(name, id, tx) {
        await started();
        // A failed job is finished: removing it is what "cancel" means to the admin.
        if (!(await isFailed(name, id, tx))) return false;
        await boss.deleteJob(name, id, tx ? { db: inTransaction(tx) } : {});
        return true;
      },

      async effectsOnce(name, jobId, work) {
        return app.db.transaction(async (tx) => {
          // A second run of the same job waits here on the first one's row, then finds it.
          const marked = rowsOf(
            await tx.execute(
              sql`insert into job_effects (job_id, queue) values (${jobId}::uuid, ${name})
                  on conflict do nothing returning job_id`,
            ),
          );
          if (marked.length === 0) return false;
          await work(tx);
          return true;
        });
      },

      async effectDone(jobId) {
        return (
          rowsOf(await app.db.execute(sql`select 1 from job_effects where job_id = ${jobId}::uuid`)).length >
          0
        );
      },

      async markEffectDone(name, jobId) {
        await app.db.execute(
          sql`insert into job_effects (job_id, queue) values (${jobId}::uuid, ${name}) on conflict do nothing`,
        );
      },

      async drained(name, timeoutMs = 10_000) {
        await started();
        const since = Date.now();
        for (;;) {
          const result = await app.db.execute(
            sql`select count(*)::int as n from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')`,
          );
          const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
            n: number;
          }>;
          if ((rows[0]?.n ?? 0) === 0) return;
          if (Date.now() - since > timeoutMs)
            throw new Error(`queue ${name} not drained within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
    };
    app.decorate('jobs', queue);
    // A worker also finds the jobs of instances that died, within seconds (ADR 0061).
    if (options.work) {
      const sweep = setInterval(() => {
        if (!starting) return;
        requeueDeadJobs(app.db, { everyActive: false })
          .then((requeued) => {
            if (requeued > 0) app.log.warn({ requeued }, 'jobs of a stopped process put back in line');
          })
          .catch((error: unknown) => app.log.warn({ err: storedError(error) }, 'dead job sweep failed'));
      }, DEAD_JOB_SWEEP_MS);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
    // Stop claiming, give running jobs a moment to finish (pg-boss's graceful stop), then let the database
    // close. Shutdown must fit the 2 s a SIGTERM is given: a job still running then is not lost, it runs again
    // once its lock expires (that is what the queue is for), so the wait is bounded here whatever pg-boss
    // is waiting on (a query in flight on a connection the database just dropped, say).
    app.addHook('onClose', async () => {
      // A queue that never started has nothing to stop; one still starting is stopped once it has.
      const start = starting;
      if (!start) return;
      let timer: NodeJS.Timeout | undefined;
      const bounded = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_BUDGET_MS);
      });
      const stopped = start
        .catch(() => undefined)
        .then(() => boss.stop({ graceful: true, timeout: STOP_BUDGET_MS - 200 }))
        .then(
          () => 'stopped' as const,
          // A stop still running when the database closes may fail; it must never take the process down.
          (error: unknown) => {
            app.log.warn({ err: storedError(error) }, 'job queue stop failed');
            return 'stopped' as const;
          },
        );
      const outcome = await Promise.race([stopped, bounded]).finally(() => clearTimeout(timer));
      if (outcome === 'late')
        app.log.warn('job queue still stopping at shutdown; running jobs will be retried');
    });
  },
  { name: 'job-queue', dependencies: ['database'] },
);
