import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { seedContent, seedDemoAccounts } from './seed/seed';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await handle.migrate();
await seedContent(handle.db, { demo: !config.isProduction });
if (!config.isProduction) await seedDemoAccounts(handle.db);
await handle.close();
console.log(`Datos de demostración cargados (${handle.kind}).`);
