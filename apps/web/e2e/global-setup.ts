import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../test-support/server-process';
import { E2E_SERVERS } from './local-tools';
import {
  FAKE_WEBPAY_API_KEY,
  FAKE_WEBPAY_COMMERCE_CODE,
  startFakeTransbank,
} from '../../../test-support/fake-transbank';
import { FAKE_OPENFACTURA_API_KEY, startFakeOpenFactura } from '../../../test-support/fake-openfactura';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (E2E_SERVERS). */
    baseUrls: string[];
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó antes de estar listo:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El servidor no respondió a tiempo:\n${log()}`);
}

/** One production build on a fresh embedded database, the way `npm start` runs it, with its own fakes. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-e2e-'));
  const port = await freePort();
  // Webpay is offered beside the sandbox, against a local fake of Transbank's API and payment form.
  const transbank = await startFakeTransbank();
  // Boletas and facturas are issued through a local fake of OpenFactura's API (ADR 0093).
  const openFactura = await startFakeOpenFactura();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Journeys register many members, as people on many networks would: the fixtures name a client
      // address per registration (X-Forwarded-For), trusted from the loopback only.
      TRUST_PROXY: 'loopback',
      // Webpay sends the buyer back to this address: the origin the browser is signed in on.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEBPAY_COMMERCE_CODE: FAKE_WEBPAY_COMMERCE_CODE,
      WEBPAY_API_KEY: FAKE_WEBPAY_API_KEY,
      WEBPAY_API_URL: transbank.url,
      OPENFACTURA_API_KEY: FAKE_OPENFACTURA_API_KEY,
      OPENFACTURA_API_URL: openFactura.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await transbank.close();
      await openFactura.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  if (
    !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')) ||
    !fs.existsSync(path.join(repoRoot, 'apps/api/dist/server.mjs'))
  ) {
    throw new Error('Falta el build: ejecuta `npm run build` (npm run test:e2e lo hace).');
  }
  const servers = await Promise.all(Array.from({ length: E2E_SERVERS }, () => startServer()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
