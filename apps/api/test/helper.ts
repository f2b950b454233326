import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@vitalia/shared/constants/auth';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { openPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../src/db/client';

/** Whether this run's test databases are PostgreSQL (the api-postgres project), known before any is made. */
export const testingOnPostgres = process.env.TEST_DB_KIND === 'postgres';

/** A fresh database for one test file: a PGlite copy of the template, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testingOnPostgres) {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
    const name = `vitalia_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    // A copy of the run's migrated and seeded template (global-setup.ts).
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), { poolSize: 5, oneQueryAtATime: true });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([template]) });
  return wrapPglite(client);
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-test-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export async function buildTestApp(
  overrides: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestContext> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps cookies between calls and echoes the CSRF cookie in the header. */
export class TestAgent {
  private cookies = new Map<string, string>();
  /** `remoteAddress` is the socket address the app sees (limits are per address). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE))
      await this.request({ method: 'GET', url: '/api/config' });
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    if (method !== 'GET' && options.csrf !== false)
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    const response = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}
