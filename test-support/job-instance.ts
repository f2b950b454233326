/**
 * One real API instance (the app as built by server.ts, workers on) that runs a named queue, for the jobs
 * bench and for the "killed during a job" test: both need separate processes, one of which may die by
 * SIGKILL. Started by `startJobInstance` below; talks to its parent over IPC.
 *
 * JOB_QUEUE: the queue; JOB_MODE: `noop` (counts and measures enqueue→start), `hang` (says it started, never
 * finishes) or `record` (appends one line per run to JOB_RECORD_FILE); JOB_EXPIRE_SECONDS: the lock's life.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type JobMode = 'noop' | 'hang' | 'record';

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'started'; id: string; retryCount: number }
  | { type: 'inserted'; count: number }
  | { type: 'stats'; runs: number; latenciesMs: number[] };

export type ParentMessage = { type: 'insert'; count: number } | { type: 'send' } | { type: 'stats' };

export interface JobInstance {
  child: ChildProcess;
  request(message: ParentMessage): Promise<ChildMessage>;
  next(type: ChildMessage['type'], timeoutMs?: number): Promise<ChildMessage>;
  stop(): Promise<void>;
}

const here = import.meta.dirname;

/** Starts an instance; resolves once its queue is defined and its worker is polling. */
export async function startJobInstance(env: Record<string, string>): Promise<JobInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'job-instance.ts')], {
    env: { ...process.env, ...env, JOB_INSTANCE: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { type: string; resolve: (message: ChildMessage) => void }[] = [];
  const inbox: ChildMessage[] = [];
  child.on('message', (message: ChildMessage) => {
    const index = waiting.findIndex((entry) => entry.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
    else inbox.push(message);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = (type: ChildMessage['type'], timeoutMs = 60_000) => {
    const queued = inbox.findIndex((message) => message.type === type);
    if (queued >= 0) return Promise.resolve(inbox.splice(queued, 1)[0] as ChildMessage);
    return new Promise<ChildMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`job instance: no '${type}' in ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.push({
        type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`job instance exited before '${type}'`));
      });
    });
  };
  await next('ready', 90_000);
  return {
    child,
    next,
    async request(message) {
      child.send(message);
      return next(message.type === 'send' ? 'inserted' : message.type === 'insert' ? 'inserted' : 'stats');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function runInstance() {
  const { loadConfig } = await import('../apps/api/src/config/env');
  const { openDatabase } = await import('../apps/api/src/db/client');
  const { prepareDatabase } = await import('../apps/api/src/db/prepare');
  const { buildApp } = await import('../apps/api/src/app');
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(handle, config);
  const app = await buildApp({ config, database: handle });
  await app.ready();

  const queue = process.env.JOB_QUEUE ?? 'bench.noop';
  const mode = (process.env.JOB_MODE ?? 'noop') as JobMode;
  const latenciesMs: number[] = [];
  let runs = 0;
  // The shipped defaults (batch size, polling, notify): only retries and the lock's life are chosen here.
  await app.jobs.define<{ sentAt?: number }>(
    queue,
    {
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: false,
      expireInSeconds: Number(process.env.JOB_EXPIRE_SECONDS ?? 60),
    },
    async (data, job) => {
      runs += 1;
      if (data.sentAt) latenciesMs.push(Date.now() - data.sentAt);
      if (mode === 'hang') {
        process.send?.({ type: 'started', id: job.id, retryCount: job.retryCount } satisfies ChildMessage);
        await new Promise(() => {});
      }
      if (mode === 'record')
        fs.appendFileSync(process.env.JOB_RECORD_FILE ?? '', `${job.id} ${job.retryCount}\n`);
    },
  );

  process.on('message', (message: ParentMessage) => {
    void (async () => {
      if (message.type === 'insert') {
        // In batches, as a burst of real work arrives: the bench measures draining, not one round trip each.
        for (let sent = 0; sent < message.count; sent += 1000)
          await app.jobs.boss.insert(
            queue,
            Array.from({ length: Math.min(1000, message.count - sent) }, () => ({ data: {} })),
          );
        process.send?.({ type: 'inserted', count: message.count } satisfies ChildMessage);
      } else if (message.type === 'send') {
        await app.jobs.send(queue, { sentAt: Date.now() });
        process.send?.({ type: 'inserted', count: 1 } satisfies ChildMessage);
      } else {
        process.send?.({ type: 'stats', runs, latenciesMs } satisfies ChildMessage);
      }
    })();
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
  process.send?.({ type: 'ready' } satisfies ChildMessage);
}

if (process.env.JOB_INSTANCE === '1') await runInstance();
