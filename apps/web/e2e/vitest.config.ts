import { defineConfig } from 'vitest/config';
import { E2E_SERVERS } from './local-tools';

/**
 * Browser tests: two servers (built like `npm start`, global-setup.ts), two files at a time, each worker on
 * its own server and Chromium.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'apps/web/e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    maxWorkers: E2E_SERVERS,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
