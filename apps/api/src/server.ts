import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type AppConfig } from './config/env';

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
  const { handle, seeded } = await databaseReady;

  const app = await timed(
    'build_app_ms',
    buildApp({
      config,
      database: handle,
      logger: {
        level: config.LOG_LEVEL ?? 'info',
        redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
      },
    }),
  );
  if (seeded) app.log.info('empty database: demo content seeded');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
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
