import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, wrapPglite } from '../src/db/client';
import { seedContent } from '../src/db/seed/seed';
import { seedFoods } from '../src/db/seed/foods';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite database and dumps it; each test file starts from a copy
 * (~0.5 s) instead of migrating again (~3 s).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-template-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedFoods(handle.db);
  await seedContent(handle.db);
  // The job queue's schema too, as the app installs it at its first start (each copy then starts at once).
  const boss = new PgBoss({ backend: 'pglite', db: fromPglite(client), schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
