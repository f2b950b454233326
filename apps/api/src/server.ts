import fs from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import pino from 'pino';
import { loggerOptions } from './lib/logger';

/** Set for the short-lived process that migrates and seeds a new embedded database, then exits. */
const PREPARE_ONLY = process.env.VITALIA_PREPARE_ONLY === '1';

/**
 * PGlite's WASM heap grows to ~880 MB while the first migration and seed run, and never shrinks. On a new
 * data directory that work runs in a child process that then exits, so the server itself opens an already
 * prepared database and stays around 400 MB (ADR 0017).
 */
async function prepareNewEmbeddedDatabase(config: AppConfig): Promise<void> {
  if (config.DATABASE_URL || fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) return;
  const { spawn } = await import('node:child_process');
  const script = process.argv[1] ?? '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, VITALIA_PREPARE_ONLY: '1' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1)));
  });
}

async function prepareOnly(config: AppConfig): Promise<void> {
  const { openDatabase } = await import('./db/client');
  const { prepareDatabase } = await import('./db/prepare');
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
  const { seeded } = await prepareDatabase(handle, config);
  await handle.close();
  if (seeded) console.log('Base de datos embebida nueva: migrada y con contenido de demostración.');
}

/**
 * Boot only: config, database, app, listen, graceful close.
 * The database opens (PGlite compiles its WASM off the main thread) while the app's modules load:
 * both are imported lazily so the two overlap, which keeps a restart under the 2 s budget.
 */
async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (PREPARE_ONLY) return prepareOnly(config);

  // Log lines are buffered and written off the request path (issue 21 §1), in writes of 4 KB: each write is
  // a trip through libuv's thread pool, and sonic-boom measures its whole buffer on every line, so 32 KB cost
  // more than 4 KB did. The access lines arrive already batched (ADR 0058). When it is quiet the buffer is
  // written at least once a second. What is buffered is written out on a graceful close (below) and,
  // synchronously, when the process exits for any other reason.
  const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  let heldAccessLines = () => '';
  process.once('exit', () => {
    try {
      logDestination.flushSync();
      // Written here rather than handed to the destination, which would start an asynchronous write.
      const held = heldAccessLines();
      if (held !== '') fs.writeSync(1, held);
    } catch {
      // stdout already gone: nothing left to write to
    }
  });

  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work;
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  const databaseReady = timed(
    'database_ms',
    (async () => {
      await prepareNewEmbeddedDatabase(config);
      const { openDatabase } = await import('./db/client');
      const { prepareDatabase } = await import('./db/prepare');
      const handle = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        poolSize: config.DATABASE_POOL_SIZE,
        limits: { statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
      });
      return { handle, ...(await prepareDatabase(handle, config)) };
    })(),
  );
  const { buildApp } = await timed('load_app_ms', import('./app'));
  let prepared: Awaited<typeof databaseReady>;
  try {
    prepared = await databaseReady;
  } catch (error) {
    // A second process on the same embedded database: say so plainly and stop.
    if ((error as Error).name === 'DataDirLockedError') {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
  const { handle, seeded } = prepared;

  const app = await timed(
    'build_app_ms',
    buildApp({
      config,
      database: handle,
      logger: { ...loggerOptions(config.LOG_LEVEL), stream: logDestination },
    }),
  );
  // The access log holds its lines a moment to write them together (ADR 0058): at exit they are written too.
  heldAccessLines = () => app.accessLog?.takeHeld() ?? '';
  if (seeded) app.log.info('empty database: demo content seeded');

  // `npm run backup` asks a running embedded instance for its snapshot (issue 43 §9).
  const stopSnapshots = handle.snapshot
    ? await (await import('./ops/control-socket')).serveSnapshots(config.DATA_DIR, handle.snapshot, app.log)
    : async () => {};

  // Open event streams are ended by the app itself on close, so in-flight requests are all that is waited for.
  closeWithGrace({ delay: 5000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await stopSnapshots();
    await app.close();
    // At exit nothing is left to wait for: a pooled connection that a request held when the database dropped
    // it can keep pool.end() waiting past the 2 s a SIGTERM is given.
    await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, 500))]);
    logDestination.flushSync();
  });

  await timed('listen_ms', app.listen({ port: config.PORT, host: config.HOST }));
  // A loop frozen for good (the embedded database spinning on a full disk) ends the process (issue 43 §8).
  if (config.STALL_EXIT_SECONDS > 0)
    (await import('./lib/stall-watchdog')).startStallWatchdog(config.STALL_EXIT_SECONDS);
  app.log.info({ ...timings, since_process_start_ms: Math.round(performance.now()) }, 'start-up timings');
  app.log.info(
    `Vitalia lista en http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${handle.kind})`,
  );
}

await main();
