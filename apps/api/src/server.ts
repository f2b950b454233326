import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';

/** Boot only: config, database, app, listen, graceful close. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const { seeded } = await prepareDatabase(handle, config);

  const app = await buildApp({
    config,
    database: handle,
    logger: {
      level: config.LOG_LEVEL ?? (config.isProduction ? 'info' : 'info'),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
  });
  if (seeded) app.log.info('empty database: demo content seeded');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
    await handle.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Vitalia lista en http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} (${handle.kind})`,
  );
}

await main();
