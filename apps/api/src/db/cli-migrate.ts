import { loadConfig } from '../config/env';
import { openDatabase } from './client';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await handle.migrate();
await handle.close();
console.log(`Migraciones aplicadas (${handle.kind}).`);
