import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };
const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The storage contract needs no database: it runs once, in its own project.
    exclude: ['src/plugins/app/storage/**'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB_KIND: dbKind },
    // One module graph per worker, not per file: each file still gets its own database and app (test/helper),
    // and no API test mocks a module. Importing the app for each of 89 files was 302 s of a 340 s PGlite run
    // on a 2-core machine; shared, 25 s of 232 s.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Vitest queues files project by project, in the order of the projects' names, so the harness's files (a
 * job's kill takes 98 s, the lint boundaries 40 s) started only once both API projects were done and ran
 * on alone at the end of a run (2026-12-01: from 486 s to 584 s of 615). They go first, and their waiting
 * overlaps the API files' (one run: 603 s). Everything else keeps Vitest's order.
 */
class HarnessFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const harness = (file: TestSpecification) => file.project.name === 'tooling';
    return [...sorted.filter(harness), ...sorted.filter((file) => !harness(file))];
  }
}

/** Unit, component and API tests; the browser tests have their own config (apps/web/e2e). */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on a 2-core CI machine, idle while a
    // file waits on PostgreSQL. Three measured 26% (PGlite) to 35% (PostgreSQL) faster there.
    maxWorkers: 3,
    sequence: { sequencer: HarnessFirst },
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          // The lint boundaries' own test, and the test harness's (server flags, a job's kill).
          name: 'tooling',
          include: ['tooling/**/*.test.ts', 'test-support/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'storage',
          root: 'apps/api',
          include: ['src/plugins/app/storage/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
