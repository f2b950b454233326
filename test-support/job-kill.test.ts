import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobInstance } from './job-instance';

/**
 * A job whose process is killed (SIGKILL, no goodbye) runs again within seconds, on whichever instance is
 * alive, and completes once; not after its lock (here ten minutes, as a transcode's two hours) expires
 * (issue 42 §8, ADR 0061). On PostgreSQL its heartbeat stops and a live worker puts it back; on the embedded
 * PGlite the same data directory is opened again after the restart, as `npm start` would, and every job
 * still active then was the dead process's.
 */
const QUEUE = 'test.killed';
const LOCK_SECONDS = 600;
/** The budget: a mail or a transcode whose process died runs again this soon after the restart. */
const BACK_WITHIN_MS = 20_000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseFor(kind: 'pglite' | 'postgres'): Promise<Record<string, string> | null> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-job-kill-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `vitalia_t_kill_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(kinds)('a job killed mid-run (%s)', (kind) => {
  it('runs again within seconds of the restart, not after its lock expires, and completes exactly once', async () => {
    const database = await databaseFor(kind);
    if (!database) throw new Error('no database');
    const record = path.join(database.DATA_DIR ?? os.tmpdir(), 'runs.log');
    const env = {
      ...database,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BILLING_JOBS: 'off',
      JOB_QUEUE: QUEUE,
      JOB_EXPIRE_SECONDS: String(LOCK_SECONDS),
      JOBS_SUPERVISE_SECONDS: '15',
      JOB_RECORD_FILE: record,
    };
    const doomed = await startJobInstance({ ...env, JOB_MODE: 'hang' });
    await doomed.request({ type: 'send' });
    const started = await doomed.next('started', 30_000);
    expect(started).toMatchObject({ type: 'started', retryCount: 0 });
    const killedAt = Date.now();
    doomed.child.kill('SIGKILL');
    await doomed.stop();

    const survivor = await startJobInstance({ ...env, JOB_MODE: 'record' });
    const restartedAt = Date.now();
    try {
      const deadline = Date.now() + 45_000;
      while (!fs.existsSync(record) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const ranAgainAfterRestartMs = Date.now() - restartedAt;
      // Nothing more may come: wait past two more sweeps before counting.
      await new Promise((r) => setTimeout(r, 11_000));
      const runs = fs.readFileSync(record, 'utf8').trim().split('\n');
      expect(runs).toHaveLength(1);
      const [id, retryCount] = (runs[0] ?? '').split(' ');
      expect(id).toBe((started as { id: string }).id);
      expect(Number(retryCount)).toBeGreaterThanOrEqual(1);
      expect(ranAgainAfterRestartMs).toBeLessThan(BACK_WITHIN_MS);
      console.log(
        `${kind}: killed job ran again ${Date.now() - killedAt} ms after the kill, ${ranAgainAfterRestartMs} ms after the restart`,
      );
    } finally {
      await survivor.stop();
    }
  }, 120_000);
});
