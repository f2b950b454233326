import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobInstance } from './job-instance';

/**
 * A job whose process is killed (SIGKILL, no goodbye) runs again once its lock expires, on whichever
 * instance is alive, and completes once. On PostgreSQL a second instance takes it over; on the embedded
 * PGlite the same data directory is opened again after the restart, as `npm start` would.
 */
const QUEUE = 'test.killed';
const LOCK_SECONDS = 2;
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
  it('runs again after its lock expires and completes exactly once', async () => {
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
      JOBS_SUPERVISE_SECONDS: '1',
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
    try {
      const deadline = Date.now() + 45_000;
      while (!fs.existsSync(record) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const ranAgainAfterMs = Date.now() - killedAt;
      // Nothing more may come: wait two more lock lifetimes before counting.
      await new Promise((r) => setTimeout(r, LOCK_SECONDS * 2 * 1000));
      const runs = fs.readFileSync(record, 'utf8').trim().split('\n');
      expect(runs).toHaveLength(1);
      const [id, retryCount] = (runs[0] ?? '').split(' ');
      expect(id).toBe((started as { id: string }).id);
      expect(Number(retryCount)).toBeGreaterThanOrEqual(1);
      expect(ranAgainAfterMs).toBeGreaterThanOrEqual(LOCK_SECONDS * 1000);
    } finally {
      await survivor.stop();
    }
  }, 120_000);
});
