import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { loggerOptions } from './lib/logger';

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
      const { openDatabase } = await import('./db/client');
      const { prepareDatabase } = await import('./db/prepare');
      const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
      logger: loggerOptions(config.LOG_LEVEL),
    }),
  );
  if (seeded) app.log.info('empty database: demo content seeded');

  // Open event streams are ended by the app itself on close, so in-flight requests are all that is waited for.
  closeWithGrace({ delay: 5000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
    await handle.close();
  });

  await timed('listen_ms', app.listen({ port: config.PORT, host: config.HOST }));
  app.log.info({ ...timings, since_process_start_ms: Math.round(performance.now()) }, 'start-up timings');
  app.log.info(
    `Vitalia lista en http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${handle.kind})`,
  );
}

await main();
