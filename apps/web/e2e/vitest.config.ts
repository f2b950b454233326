import { defineConfig } from 'vitest/config';

/** Browser tests: one server (built like `npm start`), one Chromium, files one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'apps/web/e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
